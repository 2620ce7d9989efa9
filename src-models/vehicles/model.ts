/**
 * The /vehicle page's lists (02-operations §2 screen 5): motorcycles and the model-brand config (search, save in
 * a modal), user garages (read only) and user complaints with their audit, pass or refuse (both final).
 */
import {
  complaintListService,
  garageAuditService,
  garageListService,
  modelBrandListService,
  motorcycleListService,
  type Complaint,
  type Garage,
  type ModelBrand,
  type ModelBrandInput,
  type Motorcycle,
  type MotorcycleInput,
} from 'src-services/vehicles';
import type { QueryItem } from 'src-services/types';
import { selectConfigNamed, type configSelectors } from '../config';
import { createListModel } from '../list';

type ConfigRoot = Parameters<typeof configSelectors.selectData>[0];
import { withAuditStatuses } from './complaintStatuses';

export const motorcycleList = createListModel<Motorcycle, MotorcycleInput, 'motorcycles'>({
  name: 'motorcycles',
  service: motorcycleListService,
  // 02-operations §7: the list asks for the motorcycles that were not deleted.
  fixedScope: [{ k: 'deleted', op: 'eq', v: false }],
  defaultOrder: '-updated_at',
  selectId: (motorcycle) => motorcycle.id,
});

export const motorcycleActions = motorcycleList.actions;
export const motorcycleSelectors = motorcycleList.selectors;

export const modelBrandList = createListModel<ModelBrand, ModelBrandInput, 'modelBrands'>({
  name: 'modelBrands',
  service: modelBrandListService,
  defaultOrder: '-updated_at',
  selectId: (modelBrand) => modelBrand.id,
});

export const modelBrandActions = modelBrandList.actions;
export const modelBrandSelectors = modelBrandList.selectors;

export const garageList = createListModel<Garage, Garage, 'garages'>({
  name: 'garages',
  service: garageListService,
  defaultOrder: '-created_at',
  selectId: (garage) => garage.id,
});

export const garageActions = garageList.actions;

/** What an audit records besides its decision: the complaint's vehicle and who complained. */
export type AuditArgs = { vin: string; openid: string; unionid: string };

/** The complaints come without their audit statuses, which fill the rows afterwards (complaintStatuses.ts). */
export const complaintList = withAuditStatuses(
  createListModel<Complaint, Complaint, 'complaints', 'pass' | 'refuse'>({
    name: 'complaints',
    service: complaintListService,
    // 02 §9: the complaint list's order is not stated, so -updated_at.
    defaultOrder: '-updated_at',
    selectId: (complaint) => complaint.id,
    itemActions: {
      pass: {
        run: (id, args, options) => garageAuditService.update(id, 'pass', args, options),
        patch: () => ({ audit_status: 'pass' }),
        succeeded: 'vehicle.complaint.passed',
        failed: 'error.updateFailed',
      },
      refuse: {
        run: (id, args, options) => garageAuditService.update(id, 'refuse', args, options),
        patch: () => ({ audit_status: 'refuse' }),
        succeeded: 'vehicle.complaint.refused',
        failed: 'error.updateFailed',
      },
    },
  }),
);

export const complaintActions = complaintList.actions;
export const { pass: passComplaintActions, refuse: refuseComplaintActions } = complaintList.itemActions;

/** The complaints are the records of the complaint form, whose id the global config names. */
export const complaintScope = (formId: string): QueryItem[] => [{ k: 'form_id', op: 'eq', v: formId }];

/**
 * The complaint list's scope as the store knows it: null until the config is there, false when it names no
 * complaint form or could not be read (the page says so instead of a list).
 */
export function selectComplaintScope(state: ConfigRoot): QueryItem[] | null | false {
  const formId = selectConfigNamed(state, (config) => config.garage.form_center_campaign_id);
  return typeof formId === 'string' ? complaintScope(formId) : formId;
}

/** The audit's metadata for a complaint. */
export const auditArgs = (complaint: Complaint): AuditArgs => ({
  vin: complaint.metadata.vin ?? '',
  openid: complaint.mini_profile?.openid ?? '',
  unionid: complaint.mini_profile?.unionid ?? '',
});
