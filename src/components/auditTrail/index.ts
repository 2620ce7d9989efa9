export { AuditTrailButton } from './AuditTrailButton';
