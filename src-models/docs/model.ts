/**
 * The owners' clubs' lists and editor (03-community-analytics §2.1): the DOC list, the membership applications
 * and the club members, each in two variants. A club administrator (DOC role 'admin') reads them through the
 * admin paths, which answer only their clubs (03 §6); everyone else through the plain paths. Each variant is a
 * list of its own, so what one showed never stands for the other.
 */
import {
  applicationListServices,
  docListServices,
  docMemberListServices,
  docService,
  type Doc,
  type DocApplication,
  type DocInput,
  type DocMember,
  type DocVariant,
} from 'src-services/docs';
import type { QueryItem } from 'src-services/types';
import { createDocumentModel } from '../document';
import { createListModel } from '../list';

/** 03 §2.1, §9: higher weight first, then the latest updated. */
export const DOC_ORDER = '-weight,-updated_at';

const docListOf = <Name extends string>(name: Name, variant: DocVariant) =>
  createListModel<Doc, DocInput, Name>({
    name,
    service: docListServices[variant],
    defaultOrder: DOC_ORDER,
    selectId: (doc) => doc.id,
    // 03 §8: a failed delete shows the server's msg, else 'Delete failed'.
    messages: { removeSucceeded: 'doc.deleted', removeFailed: 'doc.deleteFailed' },
  });

const applicationListOf = <Name extends string>(name: Name, variant: DocVariant) =>
  createListModel<DocApplication, DocApplication, Name>({
    name,
    service: applicationListServices[variant],
    defaultOrder: '-created_at',
    selectId: (application) => application.id,
  });

/** 03 §2.1, §4: the member list starts with the valid members who have not quit. */
export const DOC_MEMBER_DEFAULT_QUERY: QueryItem[] = [
  { k: 'state', op: 'eq', v: 'valid', uiK: 'is' },
  { k: 'quit', op: 'eq', v: false, uiK: 'is' },
];

const memberListOf = <Name extends string>(name: Name, variant: DocVariant) =>
  createListModel<DocMember, DocMember, Name>({
    name,
    service: docMemberListServices[variant],
    defaultOrder: '-active_at',
    defaultQuery: DOC_MEMBER_DEFAULT_QUERY,
    selectId: (member) => member.id,
  });

export const docLists = {
  operator: docListOf('docs', 'operator'),
  admin: docListOf('adminDocs', 'admin'),
};

export const applicationLists = {
  operator: applicationListOf('docApplications', 'operator'),
  admin: applicationListOf('adminDocApplications', 'admin'),
};

export const docMemberLists = {
  operator: memberListOf('docMembers', 'operator'),
  admin: memberListOf('adminDocMembers', 'admin'),
};

const docDocumentOf = <Name extends string>(name: Name, variant: DocVariant) =>
  createDocumentModel<Doc, DocInput, Name>({
    name,
    // The editor asks for a club only with its id; a new one starts with resetRequested.
    load: (id, options) => docService.get(id ?? '', variant, options),
    save: (input, options) => docService.save(input, variant, options),
    selectId: (doc) => doc.id,
    // 03 §8: the server's msg, else 'Create failed' or 'Update failed'.
    messages: {
      saveSucceeded: { create: 'list.created', update: 'list.updated' },
      saveFailed: { create: 'error.createFailed', update: 'error.updateFailed' },
    },
  });

export const docDocuments = {
  operator: docDocumentOf('doc', 'operator'),
  admin: docDocumentOf('adminDoc', 'admin'),
};
