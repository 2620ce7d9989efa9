/**
 * The demo operators. Kept free of node-only imports: the login page shows DEMO_ACCOUNTS through a shim. Named
 * as people are: an operator's name is personal data, and the session record's privacy test looks for these.
 */
import { PRIVILEGES, ALL_PRIVILEGES, type PrivilegeKey } from '../../config/privileges';
import type { DemoAccount, Operator } from '../../src-services/types';

export interface DemoOperator extends Operator {
  password: string;
  roleKey: string;
}

const keys = Object.keys(PRIVILEGES) as PrivilegeKey[];
const privilegesWhere = (test: (key: PrivilegeKey) => boolean): string[] =>
  keys.filter(test).map((key) => PRIVILEGES[key]);

/** A club administrator: everything about clubs (DOC), posts and rides, plus the tracking dashboard. */
const CLUB_PRIVILEGES = privilegesWhere(
  (key) => /^(doc|post|ride)[A-Z]/.test(key) || key === 'trackingSearch',
);

/**
 * The administrator of one club (上海骑士俱乐部, whose admins list this e-mail: mock/db/clubs.ts): no DOC list,
 * members or application privilege of their own. The DOC role 'admin' (03-community-analytics §6) shows them the
 * Application tab with their club's applications, which they may approve and reject.
 */
const CLUB_ADMIN_PRIVILEGES = [PRIVILEGES.docAdmin];

/** Read-only: every search and get privilege, nothing that changes data. */
const VIEWER_PRIVILEGES = privilegesWhere((key) => /Search|Get/.test(key));

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  {
    id: 'op-admin',
    email: 'admin@moto.example',
    password: 'admin123',
    name: '王磊 Wang Lei',
    roleKey: 'login.demo.role.admin',
    privileges: [...ALL_PRIVILEGES],
  },
  {
    id: 'op-club',
    email: 'club@moto.example',
    password: 'club123',
    name: '陈静 Chen Jing',
    roleKey: 'login.demo.role.club',
    privileges: CLUB_PRIVILEGES,
  },
  {
    id: 'op-viewer',
    email: 'viewer@moto.example',
    password: 'viewer123',
    name: '刘洋 Liu Yang',
    roleKey: 'login.demo.role.viewer',
    privileges: VIEWER_PRIVILEGES,
  },
  {
    id: 'op-clubAdmin',
    email: 'clubadmin@moto.example',
    password: 'clubadmin123',
    name: '周俊 Zhou Jun',
    roleKey: 'login.demo.role.clubAdmin',
    privileges: CLUB_ADMIN_PRIVILEGES,
  },
];

/** The demo administrator: who the seed says created forms and ran tag tasks. */
export const DEMO_ADMIN = DEMO_OPERATORS[0];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_OPERATORS.map(({ email, password, roleKey }) => ({
  email,
  password,
  roleKey,
}));
