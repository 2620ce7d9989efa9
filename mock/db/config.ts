/**
 * The global config (01-platform §3), the user terms and the reservation policies (03-community-analytics §3).
 * The config and the terms are single records; the seeded config points at seeded floors, tags and forms.
 */
import type { GlobalConfig } from '../../src-services/config';
import { floors, forms, reservationActivities, tagCenterScopes, tagCenterTags } from './lookups';
import { defineCollection } from './db';

export const CONFIG_ID = 'back';
export const TERMS_ID = 'tc';

export type ConfigRecord = GlobalConfig & { id: string; updated_at: number; updated_by?: string };
export interface TermsRecord {
  id: string;
  content: string;
  updated_at: number;
  updated_by?: string;
}
export interface PolicyRecord {
  id: string;
  content: string;
  created_at: number;
  updated_at: number;
  updated_by?: string;
}

export const configs = defineCollection<ConfigRecord>('configs', ({ now, db }) => {
  const homeFloor = floors(db).findOne((floor) => floor.type === 'home' && floor.visible !== false);
  const community = tagCenterScopes(db).findOne((scope) => scope.name === 'Community');
  const tags = tagCenterTags(db)
    .find((tag) => tag.scope_id === community?.id && !tag.disabled && !tag.is_deleted)
    .slice(0, 3);
  const complaintForm = forms(db).findOne((form) => form.name === 'Ownership complaint');
  // The first two seeded activities are the records page's tabs (mock/db/reservationForms.ts).
  const [hasDealer, noDealer] = reservationActivities(db).all();
  return [
    {
      id: CONFIG_ID,
      floor_id: { home: homeFloor?.id },
      shared: {
        disabled: false,
        title: 'Find your next motorcycle',
        path: '/pages/motorcycle/list',
        description: 'Every model, with prices and a test ride near you',
        image_url: '',
      },
      coupon_subscribe: { expire_day: 3, expire_msg: 'Coupon expires soon', pick_msg: 'A coupon is waiting' },
      feed_tag: { ids: tags.map((tag) => tag.id) },
      sns_action: {
        type: 'navigateTo',
        page: 'community',
        tracking_name: 'community_popup',
        tracking_id: 'popup-001',
        needLogin: false,
      },
      sns_banner_loop: true,
      sns_banners: [],
      garage: {
        authority:
          '<h2>Vehicle binding authorisation</h2><p>By binding a motorcycle you confirm that you are its owner ' +
          'or act with the owner\u2019s consent.</p>',
        form_center_campaign_id: complaintForm?.id,
      },
      business_time: 'Mon-Fri 09:00-18:00',
      moto_client_emails: ['dealer-service@moto.example'],
      reservation_activity_id: hasDealer?.id,
      reservation_nostore_activity_id: noDealer?.id,
      updated_at: now,
    },
  ];
});

export const terms = defineCollection<TermsRecord>('terms', ({ now }) => [
  {
    id: TERMS_ID,
    content:
      '<h1>User terms</h1><p>These terms govern the use of the member mini-program.</p>' +
      '<h2>1. Membership</h2><p>Membership is personal and cannot be transferred.</p>',
    updated_at: now,
  },
]);

/** Fixed ids, so the seeded reservation forms' terms keywords can point at them. */
export const SEEDED_POLICY_IDS = ['policy-test-ride', 'policy-privacy'] as const;

export const policies = defineCollection<PolicyRecord>('reservationPolicies', ({ now }) => [
  {
    id: SEEDED_POLICY_IDS[0],
    content:
      '<h2>Test ride policy</h2><p>Bring a valid driving licence for motorcycles.</p>' +
      '<ul><li>Helmets are provided.</li><li>Rides last 30 minutes.</li></ul>',
    created_at: now - 30 * 86400,
    updated_at: now - 2 * 86400,
  },
  {
    id: SEEDED_POLICY_IDS[1],
    content: '<h2>Privacy</h2><p>Your phone number is used only to confirm the reservation.</p>',
    created_at: now - 30 * 86400,
    updated_at: now - 30 * 86400,
  },
]);
