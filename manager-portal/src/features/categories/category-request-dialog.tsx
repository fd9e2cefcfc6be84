import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REQUEST_TYPE_LABELS,
  createCategoryRequest,
  getErrorMessage,
  type Category,
  type StoreRequest,
} from '@grocery/shared-api';
import {
  REQUEST_MESSAGES,
  categoryRequestFormSchema,
  type CategoryRequestFormData,
  type CategoryRequestFormInput,
} from '@grocery/shared-api/validation';
import { notify } from '@grocery/shared-ui';
import { FormDialog } from '@grocery/shared-ui/forms';
import { CATEGORY_REQUEST_KINDS, type CategoryRequestKind } from './category-requests';
import { CategoryRequestFields } from './category-request-fields';

export interface RequestPreset {
  type: Exclude<CategoryRequestKind, 'category_add_request'>;
  category: Category;
}

interface CategoryRequestDialogProps {
  categories: readonly Category[];
  /** Opened from a category: its type is locked and its fields pre-filled. */
  preset: RequestPreset | null;
  onClose: () => void;
  onSubmitted: (request: StoreRequest) => void;
}

function defaultsOf(preset: RequestPreset | null): CategoryRequestFormInput {
  const category = preset?.category;
  return {
    // "Request New Category" is most often asked to add one: that is the choice it starts with.
    type: preset?.type ?? 'category_add_request',
    categoryId: category?.id ?? '',
    name: category?.name ?? '',
    description: category?.description ?? '',
    parentId: category?.parentId ?? '',
    isVisible: category?.isVisible ?? true,
  };
}

/** Spec section 2, "Category request form": what a store manager asks an admin to change. */
export function CategoryRequestDialog(props: CategoryRequestDialogProps) {
  const { categories, preset, onClose, onSubmitted } = props;
  const form = useForm<CategoryRequestFormInput, unknown, CategoryRequestFormData>({
    resolver: zodResolver(categoryRequestFormSchema),
    defaultValues: defaultsOf(preset),
  });
  const { handleSubmit, formState, control } = form;
  const type = useWatch({ control, name: 'type' }) as CategoryRequestKind | '';
  const deleting = type === 'category_delete_request';

  const onValid = async (data: CategoryRequestFormData) => {
    const { type: kind, ...requestData } = data;
    try {
      onSubmitted(await createCategoryRequest({ type: kind, requestData }));
      notify.success(REQUEST_MESSAGES.categorySubmitted);
    } catch (error) {
      const fallback = deleting
        ? 'Failed to submit deletion request'
        : 'Failed to submit category request';
      notify.error(getErrorMessage(error, fallback));
    }
  };

  const title = preset ? REQUEST_TYPE_LABELS[preset.type] : 'New Category Request';
  return (
    <FormDialog
      title={title}
      description="An administrator reviews every request before it changes the catalogue."
      onSubmit={handleSubmit(onValid)}
      submitting={formState.isSubmitting}
      submitLabel={deleting ? 'Request Deletion' : 'Submit Request'}
      loadingLabel="Submitting..."
      tone={deleting ? 'danger' : 'primary'}
      onClose={onClose}
      dirty={formState.isDirty}
      formClassName="mp-request-form"
    >
      <CategoryRequestFields
        form={form}
        categories={categories}
        typeLocked={preset !== null}
        kinds={CATEGORY_REQUEST_KINDS}
      />
    </FormDialog>
  );
}
