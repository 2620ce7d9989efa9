/**
 * Membership applications to owners' clubs (03-community-analytics §3, §4): every live club has applications of
 * each kind (join, annual_review, leave) in each state (applying, pass, reject, with the reason), one applying
 * annual review of a member whose membership already expired (approving it answers 1340675), and one deleted
 * application. The demo adds more join applications.
 */
import type { DocApplication, DocApplicationState, DocApplicationType } from '../../src-services/docs';
import type { Random } from '../lib/random';
import { clubMembers, motorsFor, personOf, TSHIRT_SIZES, type ClubMemberRecord } from './clubMembers';
import { liveClubs, type ClubRecord } from './clubs';
import { defineCollection } from './db';
import { members } from './members';

export type ClubApplicationRecord = DocApplication;

const DAY = 86400;

const REASONS: Record<DocApplicationType, readonly string[]> = {
  join: [
    '刚提了新车，想和大家一起周末骑行。',
    'Just picked up my Tiger 900 and would love to join the weekend group rides.',
    '朋友推荐，希望参加俱乐部的赛道日活动。',
    'Moved to the city last month and looking for riding buddies.',
    '喜欢长途摩旅，希望结识更多志同道合的车友。',
  ],
  annual_review: [
    '续费年度会员，明年继续参加活动。',
    'Renewing my membership for another season.',
    '年审续费，已更新车辆信息。',
  ],
  leave: [
    '工作调动到外地，暂时无法参加活动。',
    'Sold my bike, so I am leaving the club for now.',
    '家里有事，申请退出俱乐部。',
  ],
};

const REJECTIONS = [
  '资料不完整，请补充车辆信息后重新提交。',
  'The serial number does not match our records.',
  '申请理由过于简单，请详细说明。',
  'Please apply to the club of the city you live in.',
  '年审资料缺少本年度保险凭证。',
];

interface Planned {
  type: DocApplicationType;
  state: DocApplicationState;
  deleted?: boolean;
  who: Person;
}

type Person = ReturnType<typeof personOf> & { tshirt_size?: string };

const fromIdentity = (member: ClubMemberRecord): Person => ({
  name: member.name,
  unionid: member.unionid,
  phone: member.phone,
  email: member.email,
  birthday: member.birthday,
  tshirt_size: member.tshirt_size,
});

/** Each live club's seeded applications: every kind in every state, the expired renewal and a deleted one. */
function plan(club: ClubRecord, newcomers: Person[], identities: ClubMemberRecord[]): Planned[] {
  const own = identities.filter((member) => !club.admin_unionids.includes(member.unionid));
  const active = own.filter((member) => member.state === 'valid' && !member.quit);
  const valid = (active.length ? active : identities).map(fromIdentity);
  const expired = own.find((member) => member.state === 'invalid');
  const quit = own.find((member) => member.quit);
  const at = (list: Person[], index: number) => list[index % list.length];
  const planned: Planned[] = [
    { type: 'join', state: 'applying', who: at(newcomers, 0) },
    { type: 'join', state: 'applying', who: at(newcomers, 1) },
    { type: 'join', state: 'pass', who: at(valid, 2) },
    { type: 'join', state: 'reject', who: at(newcomers, 2) },
    { type: 'annual_review', state: 'applying', who: at(valid, 0) },
    { type: 'annual_review', state: 'pass', who: at(valid, 1) },
    { type: 'annual_review', state: 'reject', who: at(valid, 0) },
    { type: 'leave', state: 'applying', who: at(valid, 1) },
    { type: 'leave', state: 'reject', who: at(valid, 0) },
    { type: 'join', state: 'applying', deleted: true, who: at(newcomers, 3) },
  ];
  if (expired) planned.push({ type: 'annual_review', state: 'applying', who: fromIdentity(expired) });
  if (quit) planned.push({ type: 'leave', state: 'pass', who: fromIdentity(quit) });
  return planned;
}

function application(
  club: ClubRecord,
  planned: Planned,
  random: Random,
  now: number,
): Omit<ClubApplicationRecord, 'id'> {
  const applying = planned.state === 'applying';
  const created_at = applying
    ? now - random.int(0, 20) * DAY - random.int(0, DAY)
    : now - random.int(30, 300) * DAY;
  const motors = motorsFor(random, now);
  return {
    ...planned.who,
    tshirt_size: planned.who.tshirt_size ?? random.pick(TSHIRT_SIZES),
    doc_id: club.id,
    doc_name: club.name,
    type: planned.type,
    apply_reason: random.pick(REASONS[planned.type]),
    state: planned.state,
    ...(planned.state === 'reject' ? { reject_reason: random.pick(REJECTIONS) } : {}),
    motors,
    motor_names: motors.map((motor) => motor.name),
    admins: club.admins,
    deleted_flag: planned.deleted ? 1 : 0,
    created_at,
    updated_at: applying ? created_at : created_at + random.int(1, 7) * DAY,
  };
}

export const clubApplications = defineCollection<ClubApplicationRecord>(
  'clubApplications',
  ({ random, now, db, count }) => {
    const all = members(db).all();
    const identities = clubMembers(db).all();
    const extra = count({ small: 0, demo: 18 });
    return liveClubs(db).flatMap((club, clubIndex) => {
      // Newcomers: members from the start of the seed, a few per club.
      const newcomers = Array.from({ length: 4 + extra }, (_, k) =>
        personOf(all[(clubIndex * 4 + k * 9) % all.length]),
      );
      const own = identities.filter((member) => member.doc_id === club.id);
      const planned = [
        ...plan(club, newcomers, own),
        ...newcomers.slice(4).map(
          // A passed join would have made a member: the demo's extra ones are still open or were refused.
          (who): Planned => ({
            type: 'join',
            state: random.pick(['applying', 'applying', 'reject'] as const),
            who,
          }),
        ),
      ];
      return planned.map((entry) => ({ id: random.id(), ...application(club, entry, random, now) }));
    });
  },
);
