import '../../components/storefront.css';
import './checkout.css';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  getPaymentOptions,
  listAddresses,
  authorizationCents,
  cartLines,
  orderTotals,
  setCartSubstitution,
  useCart,
  useSession,
  type Address,
  type ShippingAddress,
} from '@grocery/shared-api';
import {
  ADDRESS_MESSAGES,
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_MESSAGES,
  paymentFieldError,
  shippingAddressSchema,
  validatePaymentFields,
  type ShippingAddressInput,
} from '@grocery/shared-api/validation';
import { Pencil } from 'lucide-react';
import {
  Button,
  Container,
  PageHeading,
  LoadError,
  Spinner,
  notify,
  useAsync,
} from '@grocery/shared-ui';
import { AddressFields, Checkbox } from '@grocery/shared-ui/forms';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { refreshCheckoutCart } from './refresh-checkout-cart';
import { NEW_ADDRESS, SavedAddresses } from './saved-addresses';
import { DeliverySection } from './delivery-section';
import { SubstitutionsSection, type OrderDefault } from './substitutions-section';
import { usePlaceOrder } from './use-place-order';
import { SLOT_MESSAGES, useDeliverySlot } from './use-delivery-slot';

const FIELD_KEYS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
] as const;
const pick = (a: ShippingAddressInput): ShippingAddressInput =>
  Object.fromEntries(FIELD_KEYS.map((k) => [k, a[k] ?? ''])) as ShippingAddressInput;

/** /checkout: shipping address, payment and the order summary (spec sections 2 and 4). */
export function CheckoutPage() {
  const cart = useCart();
  const { user } = useSession();
  const options = useAsync((signal) => getPaymentOptions({ signal }), []);
  const loaded = useAsync((signal) => listAddresses({ signal }), []);
  const flow = usePlaceOrder();
  const delivery = useDeliverySlot();
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [addressId, setAddressId] = useState(NEW_ADDRESS);
  const [editingChosen, setEditingChosen] = useState(false);
  const [saveAddress, setSaveAddress] = useState(true);
  const [methodId, setMethodId] = useState(DEFAULT_PAYMENT_METHOD);
  const [values, setValues] = useState<Record<string, string>>({});
  const [payErrors, setPayErrors] = useState<Record<string, string>>({});
  const [substitutionDefault, setSubstitutionDefault] = useState<OrderDefault>(() =>
    cart.items.length > 0 && cart.items.every((i) => i.substitution.preference === 'none')
      ? 'none'
      : 'best_match',
  );
  const { register, handleSubmit, reset, formState } = useForm<
    ShippingAddressInput,
    unknown,
    ShippingAddress
  >({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: pick({
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
    } as ShippingAddressInput),
  });

  useEffect(() => {
    void refreshCheckoutCart();
  }, []);

  useEffect(() => {
    const list = loaded.data ?? [];
    setAddresses(list);
    const first = list.find((a) => a.isDefault) ?? list[0];
    if (first) {
      setAddressId(first.id);
      reset(pick(first));
    }
  }, [loaded.data, reset]);

  if (cart.items.length === 0 && !flow.placed.current) return <Navigate to="/dashboard" replace />;

  const methods = options.data?.methods;
  const method = methods?.find((m) => m.id === methodId) ?? methods?.[0];
  // The server prices the order with these same totals and refuses a payment of any other amount.
  const pricing = options.data?.pricing;
  const lines = cartLines(cart.items);
  const totals = pricing ? orderTotals(lines, pricing, delivery.charge) : null;
  const authorizeCents = pricing ? authorizationCents(lines, pricing, delivery.charge) : null;
  const chosen = addresses.find((a) => a.id === addressId);
  // A chosen address is shown as its card above; its fields open only to edit it for this
  // order, or when it lacks something the order needs (the messages are on the fields).
  const showFields = !chosen || editingChosen || Object.keys(formState.errors).length > 0;

  const selectAddress = (id: string) => {
    setAddressId(id);
    setEditingChosen(false);
    const address = addresses.find((a) => a.id === id);
    if (address) reset(pick(address));
  };
  const removeAddress = (id: string) => {
    setAddresses((list) => list.filter((a) => a.id !== id));
    if (id === addressId) setAddressId(NEW_ADDRESS);
  };
  const changeField = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setPayErrors(({ [name]: _cleared, ...rest }) => rest);
    flow.clearPaymentError();
  };
  const blurField = (name: string) => {
    const field = method?.fields.find((f) => f.name === name);
    const message = field && values[name] ? paymentFieldError(field, values[name]) : null;
    if (message) setPayErrors((e) => ({ ...e, [name]: message }));
  };

  // The new default carries over to the lines that were left at the old one.
  const changeDefault = (next: OrderDefault) => {
    for (const item of cart.items) {
      if (item.substitution.preference === substitutionDefault)
        setCartSubstitution(item.productId, {
          preference: next,
          productId: null,
          productName: null,
        });
    }
    setSubstitutionDefault(next);
  };

  const onValid = async (address: ShippingAddress) => {
    if (!method || !totals || authorizeCents === null) return;
    const errors = validatePaymentFields(method, values);
    if (errors.length > 0) {
      setPayErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])));
      notify.error(PAYMENT_MESSAGES.fixPayment);
      return;
    }
    // The slot's place must be held before any payment is attempted.
    if (!(await delivery.ensureHeld()) || !delivery.slot) {
      if (!delivery.slot) notify.error(SLOT_MESSAGES.choose);
      document.querySelector<HTMLInputElement>('.sf-slots input:not(:disabled)')?.focus();
      return;
    }
    const fields = Object.fromEntries(method.fields.map((f) => [f.name, values[f.name] ?? '']));
    await flow.place({
      deliverySlotId: delivery.slot.id,
      address,
      method,
      fields,
      items: cart.items,
      totals,
      authorizeCents,
      substitutionDefault,
      saveAddress: saveAddress && chosen?.source !== 'saved',
      customerId: user?.id,
    });
  };

  return (
    <Container className="sf-page">
      <PageHeading
        title="Checkout"
        subtitle="Where should we deliver, and how would you like to pay?"
      />
      <form
        className="sf-checkout"
        noValidate
        onSubmit={handleSubmit(onValid, () => notify.error(ADDRESS_MESSAGES.fillAll))}
      >
        <div className="sf-checkout__main">
          <section
            className="gs-card gs-card--pad-md sf-checkout__card"
            aria-labelledby="checkout-address"
          >
            <h2 id="checkout-address" className="sf-checkout__title">
              Shipping Address
            </h2>
            {addresses.length > 0 && (
              <SavedAddresses
                addresses={addresses}
                selectedId={addressId}
                onSelect={selectAddress}
                onDeleted={removeAddress}
                onDefaultChanged={(id) =>
                  setAddresses((list) => list.map((a) => ({ ...a, isDefault: a.id === id })))
                }
              />
            )}
            {showFields ? (
              <AddressFields register={register} errors={formState.errors} />
            ) : (
              <Button
                variant="outline"
                size="sm"
                icon={<Pencil size={16} />}
                className="sf-checkout__edit-address"
                onClick={() => setEditingChosen(true)}
              >
                Edit this address for this order
              </Button>
            )}
            {chosen?.source !== 'saved' && (
              <Checkbox
                label="Save this address for next time"
                checked={saveAddress}
                onChange={(e) => setSaveAddress(e.target.checked)}
              />
            )}
          </section>
          <DeliverySection delivery={delivery} subtotal={cart.totalCents / 100} />
          <SubstitutionsSection
            items={cart.items}
            fallback={substitutionDefault}
            onFallback={changeDefault}
          />
          <section
            className="gs-card gs-card--pad-md sf-checkout__card"
            aria-labelledby="checkout-payment"
          >
            <h2 id="checkout-payment" className="sf-checkout__title">
              Payment Method
            </h2>
            {options.error !== undefined ? (
              <LoadError
                error={options.error}
                fallback="Failed to load payment methods."
                onRetry={options.reload}
              />
            ) : !methods ? (
              <Spinner label="Loading payment methods..." showLabel />
            ) : (
              <PaymentSection
                methods={methods}
                selectedId={method?.id ?? methodId}
                onSelect={(id) => {
                  setMethodId(id);
                  setPayErrors({});
                  flow.clearPaymentError();
                }}
                values={values}
                errors={payErrors}
                onChange={changeField}
                onBlur={blurField}
                failure={flow.paymentError}
              />
            )}
          </section>
        </div>
        <OrderSummary
          items={cart.items}
          totals={totals}
          authorizeCents={method?.fields.length ? authorizeCents : null}
          marginPercent={pricing?.weightMarginPercent ?? null}
          submitting={flow.submitting}
          orderError={flow.orderError}
          ready={Boolean(method)}
        />
      </form>
    </Container>
  );
}
