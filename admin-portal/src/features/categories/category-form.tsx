import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createCategory,
  getErrorMessage,
  updateCategory,
  type Category,
} from '@grocery/shared-api';
import { categoryCreateSchema, type CategoryInput } from '@grocery/shared-api/validation';
import { Alert, Button, notify } from '@grocery/shared-ui';
import {
  applyServerFieldErrors,
  Checkbox,
  Input,
  Select,
  Textarea,
} from '@grocery/shared-ui/forms';
import { useState } from 'react';
import type { z } from 'zod';
import type { ParentOption } from './category-parents';

type CategoryData = z.output<typeof categoryCreateSchema>;
const FIELDS = ['name', 'description', 'parentId'] as const;

export const CATEGORY_CREATED = 'Category created successfully!';
export const CATEGORY_UPDATED = 'Category updated successfully!';
export const ROOT_OPTION = 'No Parent (Root Category)';

export interface CategoryFormProps {
  /** The category being edited; absent when adding. */
  category?: Category;
  parents: ParentOption[];
  onSaved: (category: Category, created: boolean) => void;
  onCancel: () => void;
}

/** Spec section 5 Category form: the same schema the server validates with. */
export function CategoryForm({ category, parents, onSaved, onCancel }: CategoryFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    CategoryInput,
    unknown,
    CategoryData
  >({
    resolver: zodResolver(categoryCreateSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      parentId: category?.parentId ?? '',
      isVisible: category?.isVisible ?? true,
    },
  });
  const { errors, isSubmitting } = formState;

  const onValid = async (values: CategoryData) => {
    setFailure(null);
    try {
      const saved = category
        ? await updateCategory(category.id, values)
        : await createCategory(values);
      notify.success(category ? CATEGORY_UPDATED : CATEGORY_CREATED);
      onSaved(saved, !category);
    } catch (error) {
      const fallback = category ? 'Failed to update category' : 'Failed to create category';
      const message = getErrorMessage(error, fallback);
      const placed = applyServerFieldErrors(error, setError, FIELDS);
      // A refusal that is not about one field (a duplicate name, a parent cycle) stays visible in
      // the form beside the values that caused it.
      if (!placed) setFailure(message);
      notify.error(message);
    }
  };

  return (
    <form className="ap-form" noValidate onSubmit={handleSubmit(onValid)}>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Input
        label="Category name"
        required
        autoFocus
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <Textarea
        label="Description"
        rows={3}
        maxLength={500}
        error={errors.description?.message}
        {...register('description')}
      />
      <Select
        label="Parent category"
        placeholder={ROOT_OPTION}
        options={parents}
        error={errors.parentId?.message}
        {...register('parentId')}
      />
      <Checkbox label="Visible to shoppers" {...register('isVisible')} />
      <div className="ap-form-actions">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel="Saving...">
          {category ? 'Update Category' : 'Create Category'}
        </Button>
      </div>
    </form>
  );
}
