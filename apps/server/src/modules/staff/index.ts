// The staff domain's face: all that another domain may use of it (ADR 085).
export { servicerFaces } from './servicer-faces.service';
export {
  createOwnerAccount,
  login,
  logout,
  memberShopId,
  resolveServicerToken,
  staffInfo,
  staffNames,
} from './servicer.service';
export { listShopStaff } from './shop-staff.service';
