import { FormProvider, useForm, type Path } from 'react-hook-form';
import {
  createProduct,
  getErrorMessage,
  updateProduct,
  type Category,
  type Product,
} from '@grocery/shared-api';
import type { ProductCreateData } from '@grocery/shared-api/validation';
import { FormDialog } from '../../components/form-dialog';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { notify } from '../lib/notify';
import { AdvancedSection } from './advanced-section';
import { BasicSection } from './basic-section';
import { DetailsSection } from './details-section';
import { formValuesOf, type ProductFormValues } from './form-values';
import { productFormResolver } from './form-resolver';
import { PricingSection } from './pricing-section';
import { ProductHistory } from './product-history';

export const PRODUCT_MESSAGES_UI = {
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully!',
  saveFailed: 'Failed to save product',
} as const;

const FIELDS = Object.keys(formValuesOf()) as Path<ProductFormValues>[];

export interface ProductFormDialogProps {
  /** The product being edited; null or undefined adds a new one. */
  product?: Product | null;
  categories: readonly Category[];
  onSaved: (product: Product, created: boolean) => void;
  onCancel: () => void;
}

/** The add/edit form (spec section 5, Product form); it closes on save or on cancel. */
export function ProductFormDialog({
  product,
  categories,
  onSaved,
  onCancel,
}: ProductFormDialogProps) {
  const editing = Boolean(product);
  const form = useForm<ProductFormValues, unknown, ProductCreateData>({
    resolver: productFormResolver,
    defaultValues: formValuesOf(product),
  });
  const { handleSubmit, setError, formState } = form;

  const onValid = async (data: ProductCreateData) => {
    try {
      const saved = product ? await updateProduct(product.id, data) : await createProduct(data);
      notify.success(product ? PRODUCT_MESSAGES_UI.updated : PRODUCT_MESSAGES_UI.created);
      onSaved(saved, !product);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      const fallback = product ? 'Failed to update product' : 'Failed to create product';
      notify.error(getErrorMessage(error, fallback));
    }
  };

  return (
    <FormProvider {...form}>
      <FormDialog
        size="lg"
        title={editing ? 'Edit Product' : 'Add New Product'}
        description={editing ? product?.name : 'Fields marked * are required.'}
        onSubmit={handleSubmit(onValid)}
        submitting={formState.isSubmitting}
        submitLabel={editing ? 'Update Product' : 'Create Product'}
        loadingLabel="Saving..."
        onClose={onCancel}
        dirty={formState.isDirty}
        formClassName="gs-pm-form"
        after={product && <ProductHistory productId={product.id} />}
      >
        <BasicSection categories={categories} autoSku={!editing} />
        <PricingSection />
        <DetailsSection />
        <AdvancedSection />
      </FormDialog>
    </FormProvider>
  );
}
