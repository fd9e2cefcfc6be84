import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '@grocery/shared-api';
import { Button } from './button';

export interface PagerProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  /** What is paged, for the accessible name: 'Orders pages'. */
  label: string;
  /** Said after the page, e.g. '120 products' when a list can run to thousands. */
  summary?: string;
}

/** Previous / Next with 'Page 2 of 7'; hidden when everything fits one page. */
export function Pager({ pagination, onPage, label, summary }: PagerProps) {
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav className="gs-pager" aria-label={label}>
      <Button
        variant="outline"
        size="sm"
        icon={<ChevronLeft size={16} />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span className="gs-pager__status" aria-live="polite">
        Page {page} of {totalPages}
        {summary ? ` · ${summary}` : ''}
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
