// The staff domain's face: all that another domain may use of it (ADR 085).
export { servicerFaces } from './servicer-faces.service';
export { login, logout, resolveServicerToken, staffInfo, staffNames } from './servicer.service';
