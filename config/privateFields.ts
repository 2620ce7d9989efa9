/**
 * What never leaves the operator's browser in a session record (src-models/sessionRecord) or in Redux DevTools:
 * fields found by name at any depth of an action or of the state. The names are those the services' data really
 * carries (src-services, mock/db); src-models/sessionRecord/privacy.test.ts fails when a private value of the mock's
 * seed survives, and when an entry here could be dropped without anything leaking (CONTRIBUTING.md says how to
 * name a new one).
 */
export const PRIVATE_FIELDS = {
  /** Secrets: the field is dropped. */
  removed: ['password', 'token'],
  /** Personal data: every text and number inside is masked, the shape kept (an address stays an object). */
  masked: [
    'phone',
    'email',
    'operator_email',
    'dealer_mails',
    'moto_client_emails',
    // Who created, changed or removed a record: an operator's e-mail address.
    'created_by',
    'updated_by',
    'deleted_by',
    // Who did it, by name, beside the operator's e-mail (the form center's action log, the moderation trail).
    'operator_name',
    'address',
    'detail_address',
    'birthday',
    'nickname',
    'nick_name',
    'garage_nickname',
    // The club administrator who approved a member, by name.
    'approved_by',
    // A form's answers are the member's own words (names, phones, identity documents, free text), under keys the
    // operator chose: none of them tells a phone from a comment, so all are masked.
    'form_data',
  ],
  /**
   * Fields private only inside these fields, or in these domains' actions and state: `name` names a coupon or a
   * store as often as a person, a mail audit's `from` and `to` are e-mail addresses where a date range's are
   * days, and a picker's `keyword` finds members in one place and activities in another.
   */
  maskedWithin: {
    name: [
      // The session's operator: a club's administrator is one of its members.
      'session',
      'profile',
      'member',
      'star_member',
      'chairman',
      'admins',
      'docApplications',
      'adminDocApplications',
      'docMembers',
      'adminDocMembers',
    ],
    from: ['mailAudits'],
    to: ['mailAudits'],
    // The club editor's admin picker finds members by name, e-mail or phone: what the operator typed is one of them.
    keyword: ['docArea'],
    // Who changed a tag, in the tag center's log: an operator's e-mail address ('AND' in a filter's `operator`).
    operator: ['tagCenterLog'],
  },
} as const;

/** What a masked value becomes. */
export const MASK = '***';
