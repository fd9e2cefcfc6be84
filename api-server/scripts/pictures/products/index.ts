import type { Picture } from '../types';
import { care } from './care';
import { dairy } from './dairy';
import { fresh } from './fresh';
import { more } from './more';
import { pantry } from './pantry';
import { snacks } from './snacks';

export const pictures: Picture[] = [...dairy, ...pantry, ...snacks, ...fresh, ...care, ...more];
