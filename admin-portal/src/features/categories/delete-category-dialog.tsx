import { useState } from 'react';
import { deleteCategory, getErrorMessage, type Category } from '@grocery/shared-api';
import { Alert, ConfirmDialog, notify } from '@grocery/shared-ui';

export const CATEGORY_DELETED = 'Category deleted successfully!';
export const DELETE_QUESTION = 'Are you sure you want to delete this category?';

export interface DeleteCategoryDialogProps {
  category: Category | null;
  onClose: () => void;
  onDeleted: (category: Category) => void;
}

/** Asks first; the server's refusal (products or subcategories inside) stays in the dialog. */
export function DeleteCategoryDialog({ category, onClose, onDeleted }: DeleteCategoryDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!category) return;
    setDeleting(true);
    setRefusal(null);
    try {
      await deleteCategory(category.id);
      notify.success(CATEGORY_DELETED);
      onDeleted(category);
    } catch (error) {
      const message = getErrorMessage(error, 'Failed to delete category');
      setRefusal(message);
      notify.error(message);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open={category !== null}
      tone="danger"
      title={category ? `Delete ${category.name}?` : ''}
      message={DELETE_QUESTION}
      confirmLabel="Delete"
      loading={deleting}
      onConfirm={confirm}
      onCancel={close}
    >
      {refusal && (
        <Alert tone="danger" title="The category was not deleted">
          {refusal}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
