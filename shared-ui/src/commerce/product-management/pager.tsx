import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '@grocery/shared-api';
import { Button } from '../../components/button';

interface PagerProps {
  pagination: Pagination;
  onPage: (page: number) => void;
}

/** Previous / next with where we are; a store has thousands of products. */
export function Pager({ pagination, onPage }: PagerProps) {
  const { page, totalPages, total } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav className="gs-pm-pager" aria-label="Product pages">
      <Button
        variant="outline"
        size="sm"
        icon={<ChevronLeft size={16} />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span className="gs-pm-pager__status" aria-live="polite">
        Page {page} of {totalPages} · {total} products
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
