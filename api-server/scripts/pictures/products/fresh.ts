import type { Picture } from '../types';
import { packshots } from './table';

export const fresh: Picture[] = packshots`
  sweet-basil | bunch basil | #3f9a3a | BASIL
  fresh-mint | bunch mint | #4cb86a | MINT
  flat-leaf-parsley | bunch parsley | #2f8a34 | PARSLEY
  fresh-cilantro | bunch cilantro | #48a63e | CILANTRO
  rosemary-sprigs | bunch rosemary | #3d6b4a | ROSEMARY
  ribeye-steak | tray ribeye | #b8273a #34363d | RIBEYE
  ground-beef | tray ground-beef | #b8273a #34363d | GROUND BEEF
  chicken-breasts | tray chicken-breast | #e29a2a | CHICKEN BREAST
  chicken-drumsticks | tray drumsticks | #e29a2a | DRUMSTICKS
  turkey-slices | tray turkey-slices | #9a6a2a | TURKEY BREAST
  salmon-fillet | tray salmon | #e56a3a #2c3e50 | SALMON
  cod-fillets | tray cod | #1f5fa8 #2c3e50 | WILD COD
`;
