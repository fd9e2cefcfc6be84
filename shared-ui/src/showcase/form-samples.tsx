import { Mail, Search } from 'lucide-react';
import { Checkbox } from '../components/checkbox';
import { Input } from '../components/input';
import { PasswordInput } from '../components/password-input';
import { Select } from '../components/select';
import { Textarea } from '../components/textarea';
import { ShowcaseSection } from './showcase-section';

const ROLES = [
  { value: 'customer', label: 'Customer' },
  { value: 'store_manager', label: 'Store Manager' },
];

export function FormSamples() {
  return (
    <ShowcaseSection
      title="Form controls"
      description="Labels tied to inputs; hints and errors wired with aria-describedby."
    >
      <form className="gs-showcase__form" noValidate onSubmit={(e) => e.preventDefault()}>
        <Input label="First name" required placeholder="Jane" autoComplete="given-name" />
        <Input
          label="Email"
          type="email"
          required
          leadingIcon={<Mail />}
          placeholder="you@example.com"
          hint="We send order updates here."
        />
        <Input
          label="Email"
          type="email"
          required
          defaultValue="jane@"
          error="Please enter a valid email address"
        />
        <PasswordInput label="Password" required placeholder="At least 6 characters" />
        <Select label="Account type" required options={ROLES} defaultValue="customer" />
        <Select
          label="Category"
          placeholder="Select a category"
          options={[{ value: 'fruit', label: 'Fruit & Vegetables' }]}
          error="Category is required"
        />
        <Input
          label="Search"
          leadingIcon={<Search />}
          placeholder="Search products..."
          type="search"
        />
        <Input label="Store name" disabled defaultValue="Green Valley Market" />
        <Textarea
          label="Reason"
          hint="At least 10 characters."
          placeholder="Tell us why you would like to become a store manager"
        />
        <div className="gs-stack gs-showcase__checks">
          <Checkbox label="Remember me" defaultChecked />
          <Checkbox
            label="I accept the terms of service"
            required
            error="You must accept the terms"
          />
        </div>
      </form>
    </ShowcaseSection>
  );
}
