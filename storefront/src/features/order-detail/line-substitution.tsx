import { useState } from 'react';
import {
  getErrorMessage,
  getProduct,
  listProductsByCategory,
  PICKING_MESSAGES,
  updateSubstitution,
  type Order,
  type OrderItem,
} from '@grocery/shared-api';
import { notify } from '@grocery/shared-ui';
import {
  SUBSTITUTION_LABELS,
  SubstitutionChoice,
  type SubstituteOption,
} from '@grocery/shared-ui/commerce';

interface LineSubstitutionProps {
  order: Order;
  item: OrderItem;
  onChanged: (order: Order) => void;
}

/** Products of the line's aisle, other than itself and in stock. */
async function aisleOf(productId: string): Promise<SubstituteOption[]> {
  const product = await getProduct(productId);
  if (!product.categoryId) return [];
  const { products } = await listProductsByCategory(product.categoryId, { limit: 50 });
  return products
    .filter((p) => p.id !== productId && p.stock > 0)
    .map((p) => ({ id: p.id, name: p.name, price: p.discountPrice ?? p.price }));
}

/** The shopper's choice for a missing item: changeable until picking starts, then shown. */
export function LineSubstitution({ order, item, onChanged }: LineSubstitutionProps) {
  const [alternatives, setAlternatives] = useState<SubstituteOption[] | null>(null);
  const [saving, setSaving] = useState(false);
  const { preference, productName } = item.substitution;

  if (!order.canChangeSubstitutions || !item.productId) {
    return (
      <span className="sf-od__muted">
        If out of stock:{' '}
        {preference === 'specific' && productName ? productName : SUBSTITUTION_LABELS[preference]}
      </span>
    );
  }
  const productId = item.productId;
  const load = () => {
    aisleOf(productId)
      .then(setAlternatives)
      .catch(() => setAlternatives([]));
  };
  return (
    <SubstitutionChoice
      className="sf-od__substitution"
      itemName={item.productName}
      value={item.substitution}
      alternatives={alternatives}
      onWantAlternatives={load}
      disabled={saving}
      onChange={async (choice) => {
        setSaving(true);
        try {
          const next = await updateSubstitution(order.id, item.id, {
            preference: choice.preference,
            ...(choice.productId ? { productId: choice.productId } : {}),
          });
          notify.success(PICKING_MESSAGES.substitutionSaved);
          onChanged(next);
        } catch (error) {
          notify.error(getErrorMessage(error, 'Failed to save the substitution preference'));
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}
