import { Button } from '@grocery/shared-ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '@grocery/shared-api';

export interface PagerProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  /** What is paged, for the accessible name: 'Orders pages'. */
  label: string;
}

/** Previous / Next with 'Page 2 of 7'; hidden when everything fits one page. */
export function Pager({ pagination, onPage, label }: PagerProps) {
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav className="ap-pager" aria-label={label}>
      <Button
        variant="outline"
        size="sm"
        icon={<ChevronLeft size={16} />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span className="ap-pager__status" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button
        variant="outline"
        size="sm"
        iconRight={<ChevronRight size={16} />}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
