import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { REQUEST_TYPE_LABELS, type Category } from '@grocery/shared-api';
import type {
  CategoryRequestFormData,
  CategoryRequestFormInput,
} from '@grocery/shared-api/validation';
import { Alert } from '@grocery/shared-ui';
import { Checkbox, Input, Select, Textarea } from '@grocery/shared-ui/forms';
import { DELETE_WARNING, parentChoices, type CategoryRequestKind } from './category-requests';

interface CategoryRequestFieldsProps {
  form: UseFormReturn<CategoryRequestFormInput, unknown, CategoryRequestFormData>;
  categories: readonly Category[];
  typeLocked: boolean;
  kinds: readonly CategoryRequestKind[];
}

/**
 * The request's fields. A delete request shows the category's fields disabled: they are not
 * registered (a disabled control submits nothing), the category's values stay in the form.
 */
export function CategoryRequestFields({
  form,
  categories,
  typeLocked,
  kinds,
}: CategoryRequestFieldsProps) {
  const { register, setValue, control, formState } = form;
  const { errors } = formState;
  const [type, categoryId, name, description, parentId, isVisible] = useWatch({
    control,
    name: ['type', 'categoryId', 'name', 'description', 'parentId', 'isVisible'],
  });
  const kind = type as CategoryRequestKind | '';
  // The id fields are strings in the form; the schema's input type leaves them open.
  const chosenId = typeof categoryId === 'string' && categoryId ? categoryId : null;
  const parent = typeof parentId === 'string' ? parentId : '';
  const deleting = kind === 'category_delete_request';
  const aboutExisting = deleting || kind === 'category_update_request';
  const parents = parentChoices(categories, aboutExisting ? chosenId : null);
  const categoryField = register('categoryId');

  const pick = (id: string) => {
    const category = categories.find((c) => c.id === id);
    setValue('name', category?.name ?? '');
    setValue('description', category?.description ?? '');
    setValue('parentId', category?.parentId ?? '');
    setValue('isVisible', category?.isVisible ?? true);
  };

  const parentOptions = parents.map((c) => ({ value: c.id, label: c.name }));
  return (
    <>
      {typeLocked ? (
        <Input label="Request type" value={kind ? REQUEST_TYPE_LABELS[kind] : ''} readOnly />
      ) : (
        <Select
          label="Request type"
          required
          placeholder="Select request type"
          options={kinds.map((k) => ({ value: k, label: REQUEST_TYPE_LABELS[k] }))}
          error={errors.type?.message}
          {...register('type')}
        />
      )}
      {aboutExisting && !typeLocked && (
        <Select
          label="Category"
          required
          placeholder="Select a category"
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          error={errors.categoryId?.message}
          {...categoryField}
          onChange={(event) => {
            void categoryField.onChange(event);
            pick(event.target.value);
          }}
        />
      )}
      {deleting ? (
        <>
          <Input label="Category name" value={name ?? ''} disabled error={errors.name?.message} />
          <Textarea label="Description" value={description ?? ''} rows={2} disabled />
          <Select
            label="Parent category"
            value={parent}
            options={[{ value: '', label: 'No Parent (Root Category)' }, ...parentOptions]}
            disabled
          />
          <Checkbox label="Visible to shoppers" checked={isVisible ?? true} disabled readOnly />
          {name && (
            <p className="mp-request-form__question">
              Are you sure you want to request deletion of &quot;{name}&quot;?
            </p>
          )}
          <Alert tone="warning">{DELETE_WARNING}</Alert>
        </>
      ) : (
        <>
          <Input
            label="Category name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <Textarea
            label="Description"
            rows={2}
            error={errors.description?.message}
            {...register('description')}
          />
          <Select
            label="Parent category"
            options={[{ value: '', label: 'No Parent (Root Category)' }, ...parentOptions]}
            error={errors.parentId?.message}
            {...register('parentId')}
          />
          <Checkbox label="Visible to shoppers" {...register('isVisible')} />
        </>
      )}
    </>
  );
}
