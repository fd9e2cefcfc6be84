// `@grocery/shared-ui/forms`: the form widgets, a federated singleton of its own that loads with
// the pages that show a form instead of with every page (see index.ts).
import './commerce/styles/address-fields.css';

export * from './components/checkbox';
export { Field, FieldError, useFieldA11y, type FieldBaseProps } from './components/field';
export * from './components/form-dialog';
export * from './components/input';
export * from './components/password-input';
export * from './components/select';
export * from './components/textarea';
export * from './lib/form-errors';
export { AddressFields, type AddressFieldsProps } from './commerce/address-fields/address-fields';
