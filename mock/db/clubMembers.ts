/**
 * The members of owners' clubs (DOC identities, 03-community-analytics §3): mini-program members who joined a
 * club, each with a membership number, a year of membership (`active_at` to `expire_at`), the motorcycles they
 * own and who approved them. Every live club has its administrators among its members, a few members whose
 * membership expired (state invalid) and one who quit. The dissolved club keeps none.
 */
import type { DocMember, DocMotor } from '../../src-services/docs';
import type { Random } from '../lib/random';
import { liveClubs, type ClubRecord } from './clubs';
import { defineCollection } from './db';
import { members, type MemberRecord } from './members';

export type ClubMemberRecord = DocMember & { created_at: number; updated_at: number };

const DAY = 86400;
const YEAR = 365 * DAY;

export const MOTOR_MODELS: readonly (readonly [id: string, name: string])[] = [
  ['m-tiger-900', 'Tiger 900 GT Pro'],
  ['m-street-triple', 'Street Triple 765 RS'],
  ['m-trident-660', 'Trident 660'],
  ['m-bonneville', 'Bonneville T120'],
  ['m-scrambler', 'Scrambler 1200 XE'],
  ['m-speed-400', 'Speed 400'],
  ['m-rocket-3', 'Rocket 3 GT'],
];

export const TSHIRT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;

export function motorsFor(random: Random, now: number): DocMotor[] {
  return Array.from({ length: random.bool(0.2) ? 2 : 1 }, () => {
    const [model_id, name] = random.pick(MOTOR_MODELS);
    const bought = now - random.int(30, 1500) * DAY;
    return {
      name,
      model_id,
      is_second: random.bool(0.25),
      purchase_date: new Date(bought * 1000).toISOString().slice(0, 10),
      serial_number: `SMT${random.hex(14).toUpperCase()}`,
    };
  });
}

/** A member of the mini-program as a club's records name them. */
export const personOf = (member: MemberRecord) => ({
  name: member.profile?.name ?? member.mini_profile?.nickname ?? member.unionid ?? member.id,
  unionid: member.unionid ?? '',
  phone: member.profile?.phone,
  email: member.profile?.email,
  birthday: member.profile?.birthday,
});

/** How many members each live club has beside its administrators. */
const perClub = (count: (counts: { small: number; demo: number }) => number) => count({ small: 4, demo: 24 });

/** The seed's members each live club gets, in order: disjoint slices, from the end of the member seed. */
export function seededMembersOf(
  all: readonly MemberRecord[],
  clubIndex: number,
  size: number,
): MemberRecord[] {
  const pool = [...all].reverse();
  return pool.slice(clubIndex * size, (clubIndex + 1) * size);
}

function identity(
  club: ClubRecord,
  person: ReturnType<typeof personOf>,
  seq: number,
  random: Random,
  now: number,
  standing: 'valid' | 'expired' | 'quit',
): Omit<ClubMemberRecord, 'id'> {
  const active_at =
    standing === 'expired' ? now - random.int(400, 700) * DAY : now - random.int(10, 300) * DAY;
  const motorcycles = motorsFor(random, now);
  const approver = club.admins[seq % Math.max(1, club.admins.length)]?.name ?? club.chairman.name;
  return {
    ...person,
    number: `${club.number}-${String(seq + 1).padStart(4, '0')}`,
    doc_id: club.id,
    doc_name: club.name,
    state: standing === 'expired' ? 'invalid' : 'valid',
    active_at,
    expire_at: active_at + YEAR,
    quit: standing === 'quit',
    tshirt_size: random.pick(TSHIRT_SIZES),
    motorcycles,
    motor_names: motorcycles.map((motor) => motor.name),
    admins: club.admins,
    approved_by: approver,
    approved_at: active_at,
    created_at: active_at,
    updated_at: active_at + random.int(0, 30) * DAY,
  };
}

export const clubMembers = defineCollection<ClubMemberRecord>('clubMembers', ({ random, now, db, count }) => {
  const all = members(db).all();
  const size = perClub(count);
  return liveClubs(db).flatMap((club, clubIndex) => {
    const admins = club.admins.map((admin) => ({
      name: admin.name ?? admin.email,
      unionid: admin.unionid,
      email: admin.email,
      phone: undefined,
      birthday: undefined,
    }));
    const people = [...admins, ...seededMembersOf(all, clubIndex, size).map(personOf)];
    return people.map((person, seq) => {
      // After the administrators: the first member's membership expired, the second quit.
      const own = seq - admins.length;
      const standing =
        own === 0 ? 'expired' : own === 1 ? 'quit' : own > 1 && own % 7 === 0 ? 'expired' : 'valid';
      return { id: random.id(), ...identity(club, person, seq, random, now, standing) };
    });
  });
});

/** One person's membership of one club, if any. */
export const membershipOf = (unionid: string, docId: string) =>
  clubMembers().findOne((member) => member.unionid === unionid && member.doc_id === docId);
