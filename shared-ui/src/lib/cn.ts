export { clsx as cn } from 'clsx';
export type { ClassValue } from 'clsx';
