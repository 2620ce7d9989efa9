import { Suspense, useEffect, useMemo, useState } from 'react';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useT } from 'src/components/useT';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { groupDigits, newRequestId } from 'src-models/common';
import { cancelMemberClerkActions, memberFields, memberList, selectMemberTags } from 'src-models/members';
import { memberTagging } from 'src-models/memberTagging';
import { selectCan } from 'src-models/session';
import type { Member } from 'src-services/members';
import type { TagTaskType } from 'src-services/memberTags';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { catalogueColumns, CellLoading, ListContainer, useConfirmedAction } from 'src/components/list';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import type { ClerkTarget } from './ClerkModal';
import { linkTo } from 'src/routes/links';

// What opens on a click loads on that click, not with the list.
const ClerkModal = lazyNamed(
  () => import(/* webpackChunkName: "member-clerk" */ './ClerkModal'),
  'ClerkModal',
);
const TaggingTaskModal = lazyNamed(
  () => import(/* webpackChunkName: "tagging-task" */ 'src/components/tagging/TaggingTaskModal'),
  'TaggingTaskModal',
);
const TaggingTasksDrawer = lazyNamed(
  () => import(/* webpackChunkName: "member-tasks" */ './TaggingTasksDrawer'),
  'TaggingTasksDrawer',
);
const MailAuditDrawer = lazyNamed(
  () => import(/* webpackChunkName: "member-mail" */ './MailAuditDrawer'),
  'MailAuditDrawer',
);
const PurchaseModal = lazyNamed(
  () => import(/* webpackChunkName: "member-purchase" */ './PurchaseModal'),
  'PurchaseModal',
);

export const memberName = (member: Member) =>
  member.profile?.name || member.mini_profile?.nickname || member.unionid || member.id;

type Panel = 'tasks' | 'mail' | 'purchase' | null;

/**
 * A member's tags, from the page's one tag search (after its rows): a cell that reads them itself, so their answer
 * draws the twenty cells again, not the table.
 */
function MemberTags({ unionid }: { unionid?: string }) {
  const t = useT();
  const names = useAppSelector((state) => (unionid ? selectMemberTags(state).byEntity[unionid] : undefined));
  const status = useAppSelector((state) => selectMemberTags(state).status);
  if (names?.length)
    return (
      <Space size={[0, 4]} wrap>
        {names.map((name) => (
          <Tag key={name}>{name}</Tag>
        ))}
      </Space>
    );
  if (status === 'pending') return <CellLoading label={t('member.tags.loading')} />;
  if (status === 'failed')
    return <Typography.Text type="secondary">{t('member.tags.failed')}</Typography.Text>;
  return '-';
}

/**
 * The member list (02-operations §2 screen 9): server-searched, latest bound first, each page's tags from one
 * tag-center call; set and cancel a clerk; User Detail; tagging by file or by the members chosen (or every member
 * the filter matches), with the tasks followed in a drawer; the e-mail audit and the purchase download.
 */
export default function MemberListPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const t = useT();
  const canClerk = useAppSelector((state) => selectCan(state, [PRIVILEGES.memberUpdateClerk]));
  const canDetail = useAppSelector((state) => selectCan(state, [PRIVILEGES.memberGet]));
  // §6 lists no tagging, e-mail audit or purchase privilege: tagging changes members (the member update), the
  // audit and the download read them (the member search). docs/platform.md, 'Privilege names'.
  const canTag = useAppSelector((state) => selectCan(state, [PRIVILEGES.memberUpdateClerk]));
  const canMail = useAppSelector((state) => selectCan(state, [PRIVILEGES.memberSearch]));
  const canPurchase = useAppSelector((state) => selectCan(state, [PRIVILEGES.memberSearch]));
  const list = useAppSelector(memberList.selectors.selectState);
  const confirm = useConfirmedAction();
  const clerk = useModalEditor<ClerkTarget>('/user/list', 'clerk');
  const openClerk = clerk.open;
  const [tagging, setTagging] = useState<TagTaskType | null>(null);
  const [allSelected, setAllSelected] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);

  // Select-all means the filter on screen: a new filter asks again.
  const filterKey = JSON.stringify([list.query.query, list.query.operator]);
  useEffect(() => setAllSelected(false), [filterKey]);

  const columns = useMemo(
    () =>
      catalogueColumns<Member>(memberFields, intl, {}, [
        {
          key: 'tags',
          titleKey: 'member.field.tags',
          render: (_, member) => <MemberTags unionid={member.unionid} />,
        },
        {
          key: 'actions',
          titleKey: 'member.field.actions',
          fixed: 'right',
          render: (_, member) => (
            <Space size={0}>
              {canDetail ? (
                <Link to={linkTo('/user/:id', { id: member.id })} style={{ padding: '0 7px' }}>
                  {t('member.detail.link')}
                </Link>
              ) : null}
              {canClerk && !member.is_clerk ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => openClerk({ id: member.id, name: memberName(member) })}
                >
                  {t('member.clerk.setAction')}
                </Button>
              ) : null}
              {canClerk && member.is_clerk ? (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    confirm({
                      titleKey: 'member.clerk.cancelConfirm',
                      contentKey: 'member.clerk.cancelContent',
                      okKey: 'member.clerk.cancel',
                      values: { name: memberName(member), store: member.store_name ?? '' },
                      danger: true,
                      action: cancelMemberClerkActions.requested({
                        requestId: newRequestId(),
                        id: member.id,
                      }),
                    })
                  }
                >
                  {t('member.clerk.cancel')}
                </Button>
              ) : null}
            </Space>
          ),
        },
      ]),
    [intl, t, canDetail, canClerk, openClerk, confirm],
  );

  const tagSelected = () => {
    if (!allSelected && list.selection.length === 0) {
      void message.warning(t('member.tag.selectFirst'));
      return;
    }
    setTagging('member');
  };

  const selectedUnionids = list.selection
    .map((id) => list.entities[id]?.unionid)
    .filter((unionid): unionid is string => !!unionid);
  const total = list.total ?? 0;
  const selectable = useMemo(
    () => ({ label: (member: Member) => t('member.tag.selectRow', { name: memberName(member) }) }),
    [t],
  );

  const toolbar = [
    ...(canTag
      ? [
          <Button key="tag-file" onClick={() => setTagging('file')}>
            {t('member.tag.byFile')}
          </Button>,
          <Button key="tag-selection" onClick={tagSelected}>
            {t('member.tag.bySelection')}
          </Button>,
          <Button key="tag-cohort" onClick={() => setTagging('cohort')}>
            {t('member.tag.byCohort')}
          </Button>,
          <Button key="tasks" onClick={() => setPanel('tasks')}>
            {t('member.tasks.open')}
          </Button>,
        ]
      : []),
    ...(canMail
      ? [
          <Button key="mail" onClick={() => setPanel('mail')}>
            {t('member.mail.open')}
          </Button>,
        ]
      : []),
    ...(canPurchase
      ? [
          <Button key="purchase" onClick={() => setPanel('purchase')}>
            {t('member.purchase.open')}
          </Button>,
        ]
      : []),
  ];

  // Beside the total, in the table's card: what is chosen, and the choice of every matching member.
  const selectionBar = canTag ? (
    <Space className="member-selection" data-testid="member-selection">
      {allSelected ? (
        <>
          <Typography.Text>{t('member.tag.allSelected', { total: groupDigits(total) })}</Typography.Text>
          <Button type="link" size="small" onClick={() => setAllSelected(false)}>
            {t('member.tag.clearSelection')}
          </Button>
        </>
      ) : (
        <>
          {list.selection.length > 0 ? (
            <Typography.Text>{t('member.tag.selected', { count: list.selection.length })}</Typography.Text>
          ) : null}
          <Button type="link" size="small" onClick={() => setAllSelected(true)} disabled={total === 0}>
            {t('member.tag.selectAll', { total: groupDigits(total) })}
          </Button>
        </>
      )}
    </Space>
  ) : null;

  return (
    <>
      {clerk.notice}
      <ListContainer<Member>
        model={memberList}
        columns={columns}
        filterFields={memberFields.filterFields}
        rowKey="id"
        selectable={canTag ? selectable : undefined}
        exportName={{ sheetName: t('member.sheet'), path: 'members' }}
        toolbar={toolbar}
        headerExtra={selectionBar}
      />
      <Suspense fallback={null}>
        {clerk.editor ? (
          <ClerkModal
            initial={clerk.editor.initial}
            draftKey={clerk.draftKey}
            restored={clerk.editor.restored}
            onClose={clerk.close}
          />
        ) : null}
        {tagging ? (
          <TaggingTaskModal
            model={memberTagging}
            types={[tagging]}
            selection={{
              members: allSelected
                ? {
                    is_all_select: true,
                    entity_ids: [],
                    query: list.query.query,
                    operator: list.query.operator,
                  }
                : { is_all_select: false, entity_ids: selectedUnionids },
              count: allSelected ? total : selectedUnionids.length,
            }}
            onClose={() => setTagging(null)}
            onStarted={() => {
              setTagging(null);
              setAllSelected(false);
              dispatch(memberList.actions.selectionChanged([]));
              setPanel('tasks');
            }}
          />
        ) : null}
        {panel === 'tasks' ? <TaggingTasksDrawer onClose={() => setPanel(null)} /> : null}
        {panel === 'mail' ? <MailAuditDrawer onClose={() => setPanel(null)} /> : null}
        {panel === 'purchase' ? <PurchaseModal onClose={() => setPanel(null)} /> : null}
      </Suspense>
    </>
  );
}
