import { Button, Tabs } from '@chakra-ui/react';
import {
  activeLabel,
  MESSAGES,
  PRODUCT_PLAN_NAME_MAX,
  REGISTRATION_FIELD_MAX,
  TOAST_TITLES,
  validateProductDuration,
  validateProductPlan,
  validateRegisteredUserDetails,
  type BillingPeriodValue,
  type RegisteredUserDetails,
} from '@lexbridge/rules';
import { Ban, Repeat } from 'lucide-react';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { ListMaintenanceScreen, type ListModalProps } from '../../../components/maintenance/list-screen';
import { activeColumn, MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  ReadOnlyValue,
  SelectField,
  TextField,
  useConfirmedSave,
  useFieldErrors,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { answerOf, pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow } from '../../../components/maintenance/use-screen';
import type {
  BillingPeriod,
  CustomPricingRequestsQuery,
  ProductCatalogueQuery,
  RegisteredUsersQuery,
  SubscriptionPlanDetailsQuery,
} from '../../../gql/graphql';
import {
  useCancelSubscriptionMutation,
  useChangeSubscriptionPlanMutation,
  useCustomPricingRequestsLazyQuery,
  useDeleteRegistrationMutation,
  useDeleteProductDurationMutation,
  useDeleteProductPlanMutation,
  useProductCatalogueLazyQuery,
  useProductCatalogueQuery,
  useRegisteredUsersLazyQuery,
  useSaveProductDurationMutation,
  useSaveProductPlanMutation,
  useSubscriptionPlanDetailsQuery,
  useUpdateRegisteredUserDetailsMutation,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { useSheetExport } from '../../../components/maintenance/use-sheet-export';

type User = RegisteredUsersQuery['registeredUsers']['items'][number];
type Plan = SubscriptionPlanDetailsQuery['subscriptionPlanDetails'][number];
type PricingRequest = CustomPricingRequestsQuery['customPricingRequests'][number];

/** A plan in words: product, duration, name and its price (or Custom Pricing). */
export function planLabel(plan: Plan): string {
  const price = priceLabel(plan);
  return `${plan.productName} · ${plan.duration} · ${plan.planName} (${price})`;
}

/**
 * Subscriptions: the registered users (page 1 first) with their plans, the plans and billing durations the
 * registration page offers (the provider administrator keeps them), and the custom pricing requests.
 */
export function SubscriptionsPage() {
  const [tab, setTab] = useState('users');
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} lazyMount>
      <Tabs.List aria-label="Subscriptions">
        <Tabs.Trigger value="users">Registered Users</Tabs.Trigger>
        <Tabs.Trigger value="plans">Plans</Tabs.Trigger>
        <Tabs.Trigger value="durations">Durations</Tabs.Trigger>
        <Tabs.Trigger value="pricing">Custom Pricing Requests</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="users">
        <RegisteredUsersGrid />
      </Tabs.Content>
      <Tabs.Content value="plans">
        <PlansGrid />
      </Tabs.Content>
      <Tabs.Content value="durations">
        <DurationsGrid />
      </Tabs.Content>
      <Tabs.Content value="pricing">
        <PricingRequestsGrid />
      </Tabs.Content>
    </Tabs.Root>
  );
}

const USER_COLUMNS: Column<User>[] = [
  { key: 'email', name: 'Email', minWidth: 230 },
  { key: 'name', name: 'Name', width: 170, renderCell: ({ row }) => `${row.firstName} ${row.lastName}` },
  { key: 'companyName', name: 'Company', width: 170 },
  { key: 'planLabel', name: 'Plan', minWidth: 260 },
  { key: 'status', name: 'Status', width: 110 },
  {
    key: 'registeredAt',
    name: 'Registered',
    width: 130,
    renderCell: ({ row }) => new Date(row.registeredAt as string).toLocaleDateString(),
  },
];

function RegisteredUsersGrid() {
  const canEdit = useCanEdit();
  const search = useDebouncedSearch();
  const [fetchPage] = useRegisteredUsersLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<User>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchPage({ variables: { search: search.applied || null, page: { pageNumber, pageSize } } }),
        (result) => result.registeredUsers,
      ),
    search.applied,
  );
  const [selected, setSelected] = useState<User | null>(null);
  const [changing, setChanging] = useState<User | null>(null);
  const [editing, setEditing] = useState<User | null>(null);
  const [cancelling, setCancelling] = useState<User | null>(null);
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [remove] = useDeleteRegistrationMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const { exportRows, exporting } = useSheetExport('Registered Users');

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      const { data: answer } = await cancel({ variables: { id: cancelling.id } });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: answer!.cancelSubscription.message,
      });
      setSelected(null);
      data.reload();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError),
      });
    } finally {
      setCancelling(null);
    }
  }

  return (
    <>
      <MaintenanceGrid
        title="Registered Users"
        label="Registered Users"
        columns={USER_COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={null}
        onUpdate={(row) => setEditing(row)}
        onDelete={(row) =>
          removal.askDelete(
            async () => (await remove({ variables: { id: row.id } })).data!.deleteRegistration.message,
          )
        }
        onExport={() =>
          void exportRows(['Email', 'Name', 'Company', 'Phone', 'Plan', 'Status'], async () =>
            data.rows.map((row) => ({
              Email: row.email,
              Name: `${row.firstName} ${row.lastName}`,
              Company: row.companyName,
              Phone: row.phone,
              Plan: row.planLabel,
              Status: row.status,
            })),
          )
        }
        exporting={exporting}
        actions={
          canEdit && (
            <>
              <Button size="sm" variant="outline" disabled={!selected} onClick={() => setChanging(selected)}>
                <Repeat /> Change Plan
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={!selected || selected.status === 'Cancelled'}
                onClick={() => setCancelling(selected)}
              >
                <Ban /> Cancel Subscription
              </Button>
            </>
          )
        }
        filters={<GridSearch search={search} label="Search registered users" />}
      />
      {editing && (
        <RegisteredUserModal
          user={editing}
          readOnly={!canEdit}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSelected(null);
            data.reload();
          }}
        />
      )}
      {changing && (
        <ChangePlanModal
          user={changing}
          readOnly={!canEdit}
          onClose={() => setChanging(null)}
          onSaved={() => {
            setChanging(null);
            setSelected(null);
            data.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Confirm"
        message={`Cancel the subscription of ${cancelling?.email ?? ''}?`}
        busy={cancelState.loading}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
      <DeleteConfirm flow={removal} />
    </>
  );
}

function ChangePlanModal({
  user,
  readOnly,
  onClose,
  onSaved,
}: {
  user: User;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const plans = useSubscriptionPlanDetailsQuery();
  const [planId, setPlanId] = useState(user.productPlanId);
  const [change] = useChangeSubscriptionPlanMutation();
  const confirmed = useConfirmedSave(onSaved);
  const unchanged = planId === user.productPlanId && user.status === 'Active';
  return (
    <MaintenanceModal
      open
      title="Update Subscription"
      readOnly={readOnly}
      invalid={!planId || unchanged}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await change({ variables: { id: user.id, productPlanId: planId } });
          return data!.changeSubscriptionPlan.message;
        })
      }
    >
      <ReadOnlyValue label="Registered user" value={`${user.firstName} ${user.lastName} <${user.email}>`} />
      <ReadOnlyValue label="Status" value={user.status} />
      <SelectField
        label="Plan"
        required
        value={planId}
        onChange={setPlanId}
        error={confirmed.errorOf('productPlanId')}
        options={(plans.data?.subscriptionPlanDetails ?? [])
          // Plans off the registration page are not offered, but the user's own stays visible.
          .filter((plan) => plan.isOffered || plan.id === user.productPlanId)
          .map((plan) => ({ id: plan.id, name: planLabel(plan) }))}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

/** A registered user's details under the registration form's rules (the plan has its own action). */
function RegisteredUserModal({
  user,
  readOnly,
  onClose,
  onSaved,
}: {
  user: User;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [fields, setFields] = useState<RegisteredUserDetails>({
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    companyName: user.companyName,
  });
  const [update] = useUpdateRegisteredUserDetailsMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateRegisteredUserDetails(fields);
  const errors = useFieldErrors(failure, confirmed);
  const field = (name: keyof RegisteredUserDetails, label: string) => (
    <TextField
      label={label}
      required
      value={fields[name]}
      maxLength={REGISTRATION_FIELD_MAX}
      error={errors.errorOf(name)}
      onChange={errors.edit(name, (value: string) => setFields((current) => ({ ...current, [name]: value })))}
    />
  );
  return (
    <MaintenanceModal
      open
      title="Update Registered User"
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await update({ variables: { input: { id: user.id, ...fields } } });
          return data!.updateRegisteredUserDetails.message;
        })
      }
    >
      {field('email', 'Email')}
      {field('firstName', 'First Name')}
      {field('lastName', 'Last Name')}
      {field('phone', 'Phone (10 digits)')}
      {field('companyName', 'Company')}
      <ReadOnlyValue label="Plan" value={user.planLabel} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

type CatalogueProduct = ProductCatalogueQuery['productCatalogue'][number];
type DurationRow = CatalogueProduct['durations'][number] & { productName: string };
type PlanRow = DurationRow['plans'][number] & { productName: string; durationName: string };

const priceLabel = (row: { customPricing: boolean; planPricing?: number | null }) =>
  row.customPricing || row.planPricing == null ? MESSAGES.customPricingLabel : formatDollars(row.planPricing);

/** Dollars with cents when it has them ($199, $219.99). */
export function formatDollars(dollars: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
}

/** The catalogue's products as rows of durations and of plans, each with the names it sits under. */
export function catalogueRows(products: readonly CatalogueProduct[]) {
  const durations: DurationRow[] = products.flatMap((product) =>
    product.durations.map((duration) => ({ ...duration, productName: product.name })),
  );
  const plans: PlanRow[] = durations.flatMap((duration) =>
    duration.plans.map((plan) => ({
      ...plan,
      productName: duration.productName,
      durationName: duration.name,
    })),
  );
  return { durations, plans };
}

const PLAN_COLUMNS: Column<PlanRow>[] = [
  { key: 'productName', name: 'Product', minWidth: 200 },
  { key: 'durationName', name: 'Duration', width: 130 },
  { key: 'planName', name: 'Plan', width: 150 },
  { key: 'planPricing', name: 'Price', width: 130, renderCell: ({ row }) => priceLabel(row) },
  { key: 'totalUsers', name: 'Users up to', width: 110, renderCell: ({ row }) => row.totalUsers ?? '' },
  activeColumn<PlanRow>(),
  { key: 'activeSubscribers', name: 'Active Subscriptions', width: 160 },
];

/** The plans of the registration page: add, rename, reprice, (de)activate, delete one nobody has. */
function useCatalogueRows() {
  const [fetchAll] = useProductCatalogueLazyQuery({ fetchPolicy: 'network-only' });
  return async () => catalogueRows((await answerOf(fetchAll())).productCatalogue);
}

function usePlanRows() {
  const load = useCatalogueRows();
  return async () => (await load()).plans;
}

function useDurationRows() {
  const load = useCatalogueRows();
  return async () => (await load()).durations;
}

function PlansGrid() {
  const [remove] = useDeleteProductPlanMutation();
  // The durations a plan can be listed under, read again whenever the plan modal opens.
  const catalogue = useProductCatalogueQuery({ fetchPolicy: 'cache-and-network' });
  const durations = catalogueRows(catalogue.data?.productCatalogue ?? []).durations;
  return (
    <ListMaintenanceScreen<PlanRow>
      title="Plans"
      useRows={usePlanRows}
      searchable={(row) => [row.productName, row.durationName, row.planName]}
      columns={PLAN_COLUMNS}
      exportRow={(row) => ({
        Product: row.productName,
        Duration: row.durationName,
        Plan: row.planName,
        Price: row.customPricing || row.planPricing === null ? MESSAGES.customPricingLabel : row.planPricing,
        'Users up to': row.totalUsers ?? '',
        Status: activeLabel(row.isActive),
        'Active Subscriptions': row.activeSubscribers,
      })}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data!.deleteProductPlan.message}
      modal={(props) => <PlanModal {...props} durations={durations} />}
    />
  );
}

function PlanModal({
  row,
  rows,
  durations,
  readOnly,
  onClose,
  onSaved,
}: ListModalProps<PlanRow> & { durations: readonly DurationRow[] }) {
  const [durationId, setDurationId] = useState(row?.durationId ?? '');
  const [planName, setPlanName] = useState(row?.planName ?? '');
  const [customPricing, setCustomPricing] = useState(row?.customPricing ?? false);
  const [planPricing, setPlanPricing] = useState(row?.planPricing == null ? '' : String(row.planPricing));
  const [totalUsers, setTotalUsers] = useState(row?.totalUsers == null ? '' : String(row.totalUsers));
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [save] = useSaveProductPlanMutation();
  const confirmed = useConfirmedSave(onSaved);
  const siblings = rows
    .filter((other) => other.durationId === durationId)
    .map((other) => ({ id: other.id, name: other.planName }));
  const failure = validateProductPlan(
    { durationId, planName, planPricing, customPricing, totalUsers },
    siblings,
    row?.id,
  );
  const errors = useFieldErrors(failure, confirmed);
  return (
    <MaintenanceModal
      open
      title={`${row ? 'Update' : 'Add'} Plan`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                durationId,
                planName: planName.trim(),
                planPricing: customPricing ? null : planPricing.trim(),
                customPricing,
                totalUsers: totalUsers.trim() || null,
                isActive,
              },
            },
          });
          return data!.saveProductPlan.message;
        })
      }
    >
      <SelectField
        label="Duration"
        required
        value={durationId}
        error={errors.errorOf('durationId')}
        onChange={errors.edit('durationId', setDurationId)}
        options={durations.map((duration) => ({
          id: duration.id,
          name: `${duration.productName} · ${duration.name}${duration.isActive ? '' : ' (inactive)'}`,
        }))}
      />
      <TextField
        label="Plan Name"
        required
        value={planName}
        maxLength={PRODUCT_PLAN_NAME_MAX}
        error={errors.errorOf('planName')}
        onChange={errors.edit('planName', setPlanName)}
      />
      <CheckboxField
        label={MESSAGES.customPricingLabel}
        checked={customPricing}
        onChange={errors.edit('planPricing', setCustomPricing)}
      />
      {!customPricing && (
        <TextField
          label="Price in dollars per billing period"
          required
          value={planPricing}
          placeholder="199.00"
          error={errors.errorOf('planPricing')}
          onChange={errors.edit('planPricing', setPlanPricing)}
        />
      )}
      <TextField
        label="Users up to (empty for no limit)"
        value={totalUsers}
        error={errors.errorOf('totalUsers')}
        onChange={errors.edit('totalUsers', setTotalUsers)}
      />
      <CheckboxField
        label="Active (offered on the registration page)"
        checked={isActive}
        onChange={setIsActive}
      />
      {row && row.activeSubscribers > 0 && (
        <ReadOnlyValue
          label="Active subscriptions"
          value={`${row.activeSubscribers}: they keep this plan at its new price from their next billing period.`}
        />
      )}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

const DURATION_COLUMNS: Column<DurationRow>[] = [
  { key: 'productName', name: 'Product', minWidth: 220 },
  { key: 'name', name: 'Duration', width: 160 },
  {
    key: 'billingPeriod',
    name: 'Billing Period',
    width: 130,
    renderCell: ({ row }) => BILLING_PERIOD_NAMES[row.billingPeriod],
  },
  activeColumn<DurationRow>(),
  { key: 'plans', name: 'Plans', width: 90, renderCell: ({ row }) => row.plans.length },
];

const BILLING_PERIOD_NAMES: Record<BillingPeriod, string> = { MONTHLY: 'Monthly', ANNUAL: 'Annual' };

/** The billing durations (tabs) of each product: add, rename, change the billing period, (de)activate. */
function DurationsGrid() {
  const [remove] = useDeleteProductDurationMutation();
  const catalogue = useProductCatalogueQuery();
  const products = catalogue.data?.productCatalogue ?? [];
  return (
    <ListMaintenanceScreen<DurationRow>
      title="Durations"
      useRows={useDurationRows}
      searchable={(row) => [row.productName, row.name]}
      columns={DURATION_COLUMNS}
      exportRow={(row) => ({
        Product: row.productName,
        Duration: row.name,
        'Billing Period': BILLING_PERIOD_NAMES[row.billingPeriod],
        Status: activeLabel(row.isActive),
        Plans: row.plans.length,
      })}
      remove={async (row) =>
        (await remove({ variables: { id: row.id } })).data!.deleteProductDuration.message
      }
      modal={(props) => <DurationModal {...props} products={products} />}
    />
  );
}

function DurationModal({
  row,
  rows,
  products,
  readOnly,
  onClose,
  onSaved,
}: ListModalProps<DurationRow> & { products: readonly CatalogueProduct[] }) {
  const [productId, setProductId] = useState(row?.productId ?? '');
  const [name, setName] = useState(row?.name ?? '');
  const [billingPeriod, setBillingPeriod] = useState<string>(row?.billingPeriod ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [save] = useSaveProductDurationMutation();
  const confirmed = useConfirmedSave(onSaved);
  const period = billingPeriod === '' ? null : (billingPeriod as BillingPeriod);
  const siblings = rows
    .filter((other) => other.productId === productId)
    .map((other) => ({ id: other.id, name: other.name }));
  const failure = validateProductDuration(
    { productId, name, billingPeriod: period ? BILLING_PERIOD_VALUES[period] : null },
    siblings,
    row?.id,
  );
  const errors = useFieldErrors(failure, confirmed);
  return (
    <MaintenanceModal
      open
      title={`${row ? 'Update' : 'Add'} Duration`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: { id: row?.id ?? null, productId, name: name.trim(), billingPeriod: period, isActive },
            },
          });
          return data!.saveProductDuration.message;
        })
      }
    >
      {row ? (
        <ReadOnlyValue label="Product" value={row.productName} />
      ) : (
        <SelectField
          label="Product"
          required
          value={productId}
          error={errors.errorOf('productId')}
          onChange={errors.edit('productId', setProductId)}
          options={products.map((product) => ({ id: product.id, name: product.name }))}
        />
      )}
      <TextField
        label="Duration Name"
        required
        value={name}
        maxLength={PRODUCT_PLAN_NAME_MAX}
        error={errors.errorOf('name')}
        onChange={errors.edit('name', setName)}
      />
      <SelectField
        label="Billing Period"
        required
        value={billingPeriod}
        error={errors.errorOf('billingPeriod')}
        onChange={errors.edit('billingPeriod', setBillingPeriod)}
        options={(['MONTHLY', 'ANNUAL'] as const).map((id) => ({ id, name: BILLING_PERIOD_NAMES[id] }))}
      />
      <CheckboxField
        label="Active (shown on the registration page)"
        checked={isActive}
        onChange={setIsActive}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

const BILLING_PERIOD_VALUES: Record<BillingPeriod, BillingPeriodValue> = {
  MONTHLY: 'monthly',
  ANNUAL: 'annual',
};

const PRICING_COLUMNS: Column<PricingRequest>[] = [
  { key: 'email', name: 'Email', minWidth: 220 },
  { key: 'name', name: 'Name', width: 170, renderCell: ({ row }) => `${row.firstName} ${row.lastName}` },
  { key: 'companyName', name: 'Company', width: 190 },
  { key: 'phone', name: 'Phone', width: 120 },
  { key: 'productName', name: 'Product', minWidth: 200 },
  { key: 'estimatedUsers', name: 'Estimated Users', width: 140 },
  {
    key: 'requestedAt',
    name: 'Requested',
    width: 120,
    renderCell: ({ row }) => new Date(row.requestedAt as string).toLocaleDateString(),
  },
];

/** The custom pricing requests of the registration page, newest first (read only: the sales team answers them). */
function PricingRequestsGrid() {
  const [fetchAll] = useCustomPricingRequestsLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<PricingRequest>(
    () =>
      pageOf(fetchAll(), (result) => ({
        totalCount: result.customPricingRequests.length,
        items: result.customPricingRequests,
      })),
    'pricing',
  );
  const [selected, setSelected] = useState<PricingRequest | null>(null);
  const { exportRows, exporting } = useSheetExport('Custom Pricing Requests');
  return (
    <MaintenanceGrid
      title="Custom Pricing Requests"
      label="Custom Pricing Requests"
      columns={PRICING_COLUMNS}
      data={data}
      selected={selected}
      onSelect={setSelected}
      canEdit={false}
      onAdd={null}
      onUpdate={() => undefined}
      onExport={() =>
        void exportRows(
          ['Email', 'Name', 'Company', 'Phone', 'Product', 'Estimated Users', 'Requested'],
          async () =>
            data.rows.map((row) => ({
              Email: row.email,
              Name: `${row.firstName} ${row.lastName}`,
              Company: row.companyName,
              Phone: row.phone,
              Product: row.productName,
              'Estimated Users': row.estimatedUsers,
              Requested: new Date(row.requestedAt as string).toISOString().slice(0, 10),
            })),
        )
      }
      exporting={exporting}
    />
  );
}
