export { getHealth, type HealthStatus } from './get-health';
