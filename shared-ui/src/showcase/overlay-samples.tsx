import { useState } from 'react';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Dialog } from '../components/dialog';
import { Input } from '../components/input';
import { Tabs } from '../components/tabs';
import { ShowcaseGroup, ShowcaseSection } from './showcase-section';

export interface OverlaySamplesProps {
  /** Opens a dialog on first render (used for screenshots of the dialog styling). */
  initialDialog?: 'dialog' | 'confirm';
}

export function OverlaySamples({ initialDialog }: OverlaySamplesProps) {
  const [open, setOpen] = useState<'dialog' | 'confirm' | null>(initialDialog ?? null);
  const close = () => setOpen(null);
  return (
    <ShowcaseSection
      title="Tabs and dialogs"
      description="Arrow keys move between tabs; dialogs trap focus and close on Escape."
    >
      <Tabs
        label="Category management"
        tabs={[
          {
            id: 'current',
            label: 'Current Categories',
            content: <p className="gs-muted">Fruit & Vegetables, Bakery, Dairy & Eggs...</p>,
          },
          {
            id: 'requests',
            label: 'My Requests',
            count: 3,
            content: <p className="gs-muted">3 requests waiting for review.</p>,
          },
          { id: 'archived', label: 'Archived', disabled: true, content: null },
        ]}
      />
      <ShowcaseGroup label="Dialogs">
        <div className="gs-cluster">
          <Button variant="outline" onClick={() => setOpen('dialog')}>
            Open dialog
          </Button>
          <Button variant="danger" onClick={() => setOpen('confirm')}>
            Delete product
          </Button>
        </div>
      </ShowcaseGroup>
      <Dialog
        open={open === 'dialog'}
        onClose={close}
        title="Add a delivery address"
        description="We deliver to this address by default."
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Save address</Button>
          </>
        }
      >
        <Input label="Street address" required placeholder="221 Orchard Lane" />
      </Dialog>
      <ConfirmDialog
        open={open === 'confirm'}
        tone="danger"
        title="Delete product"
        message="Are you sure you want to delete this product?"
        confirmLabel="Delete"
        onConfirm={close}
        onCancel={close}
      />
    </ShowcaseSection>
  );
}
