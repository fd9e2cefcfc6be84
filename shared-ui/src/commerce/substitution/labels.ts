// What a substitution choice is, apart from the control that makes it: the order pages and the
// picking board name choices without loading the control.
export type SubstitutionPreference = 'best_match' | 'specific' | 'none';

export interface SubstitutionValue {
  preference: SubstitutionPreference;
  /** The product the shopper chose; set exactly when the preference is 'specific'. */
  productId: string | null;
}

export interface SubstituteOption {
  id: string;
  name: string;
  /** Dollars per piece, kg or lb. */
  price: number;
}

export const SUBSTITUTION_LABELS: Record<SubstitutionPreference, string> = {
  best_match: 'Best match',
  specific: 'A product I choose',
  none: 'No substitutes (refund)',
};
