import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImagePlus } from 'lucide-react';
import { getErrorMessage, imageFileProblem, uploadImage } from '@grocery/shared-api';
import { Textarea } from '../../components/textarea';
import { Spinner } from '../../components/spinner';
import type { ProductFormValues } from './form-values';

const PICTURE = /^(https?:\/\/\S+|data:image\/\S+|\/\S+)$/i;

/** The lines that look like pictures, for the previews; the schema has the final say. */
function pictureLines(text: string): string[] {
  return [...new Set(text.split('\n').map((line) => line.trim()))].filter((l) => PICTURE.test(l));
}

/**
 * Picture URLs one per line, plus picked files: each is checked (type, 2 MB) before it is sent,
 * stored by the server and its URL added as a line, so rows never hold data-URL text.
 */
export function ImagesField() {
  const { register, control, getValues, setValue, setError, clearErrors, formState } =
    useFormContext<ProductFormValues>();
  const text = useWatch({ control, name: 'images' });
  const [uploading, setUploading] = useState(0);
  const inputId = useId();

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    clearErrors('images');
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) {
        setError('images', { type: 'upload', message: `${file.name}: ${problem}` });
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const { url } = await uploadImage(file);
        const current = getValues('images').trim();
        setValue('images', current ? `${current}\n${url}` : url, { shouldDirty: true });
      } catch (error) {
        const message = getErrorMessage(error, 'Failed to upload image');
        setError('images', { type: 'upload', message: `${file.name}: ${message}` });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  const previews = pictureLines(text ?? '');
  return (
    <div className="gs-pm-images">
      <Textarea
        label="Images"
        rows={3}
        hint="One picture URL per line, or add picture files (JPEG, PNG, WebP or GIF, up to 2 MB)."
        error={formState.errors.images?.message}
        {...register('images')}
      />
      <div className="gs-pm-images__row">
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          className="gs-sr-only"
          onChange={onPick}
        />
        <label htmlFor={inputId} className="gs-button gs-button--outline gs-button--sm">
          <ImagePlus size={16} aria-hidden="true" />
          Add picture files
        </label>
        {uploading > 0 && (
          <Spinner size="sm" label="Uploading..." showLabel className="gs-pm-images__status" />
        )}
      </div>
      {previews.length > 0 && (
        <ul className="gs-pm-images__previews" aria-label="Picture previews">
          {previews.map((src, index) => (
            <li key={src}>
              <img src={src} alt={`Picture ${index + 1}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
