import { Button, Tabs } from '@chakra-ui/react';
import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { Ban, Repeat } from 'lucide-react';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  MaintenanceModal,
  ReadOnlyValue,
  SelectField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow } from '../../../components/maintenance/use-screen';
import type {
  CustomPricingRequestsQuery,
  RegisteredUsersQuery,
  SubscriptionPlanDetailsQuery,
} from '../../../gql/graphql';
import {
  useCancelSubscriptionMutation,
  useChangeSubscriptionPlanMutation,
  useCustomPricingRequestsLazyQuery,
  useDeleteRegistrationMutation,
  useRegisteredUsersLazyQuery,
  useSubscriptionPlanDetailsLazyQuery,
  useSubscriptionPlanDetailsQuery,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { useSheetExport } from '../../../components/maintenance/use-sheet-export';

type User = RegisteredUsersQuery['registeredUsers']['items'][number];
type Plan = SubscriptionPlanDetailsQuery['subscriptionPlanDetails'][number];
type PricingRequest = CustomPricingRequestsQuery['customPricingRequests'][number];

/** A plan in words: product, duration, name and its price (or Custom Pricing). */
export function planLabel(plan: Plan): string {
  const price = plan.customPricing || plan.planPricing === null ? 'Custom Pricing' : `$${plan.planPricing}`;
  return `${plan.productName} · ${plan.duration} · ${plan.planName} (${price})`;
}

/** Subscriptions: the registered users (page 1 first) with their plans, and the plans with their subscribers. */
export function SubscriptionsPage() {
  const [tab, setTab] = useState('users');
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} lazyMount>
      <Tabs.List aria-label="Subscriptions">
        <Tabs.Trigger value="users">Registered Users</Tabs.Trigger>
        <Tabs.Trigger value="plans">Subscription Plans</Tabs.Trigger>
        <Tabs.Trigger value="pricing">Custom Pricing Requests</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="users">
        <RegisteredUsersGrid />
      </Tabs.Content>
      <Tabs.Content value="plans">
        <PlansGrid />
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
        onUpdate={(row) => setChanging(row)}
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
        options={(plans.data?.subscriptionPlanDetails ?? []).map((plan) => ({
          id: plan.id,
          name: planLabel(plan),
        }))}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

const PLAN_COLUMNS: Column<Plan>[] = [
  { key: 'productName', name: 'Product', minWidth: 200 },
  { key: 'duration', name: 'Duration', width: 110 },
  { key: 'planName', name: 'Plan', width: 160 },
  {
    key: 'planPricing',
    name: 'Price',
    width: 130,
    renderCell: ({ row }) =>
      row.customPricing || row.planPricing === null ? 'Custom Pricing' : `$${row.planPricing}`,
  },
  { key: 'totalUsers', name: 'Users up to', width: 120, renderCell: ({ row }) => row.totalUsers ?? '' },
  { key: 'activeSubscribers', name: 'Active Subscriptions', width: 170 },
];

function PlansGrid() {
  const [fetchAll] = useSubscriptionPlanDetailsLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Plan>(
    () =>
      pageOf(fetchAll(), (result) => ({
        totalCount: result.subscriptionPlanDetails.length,
        items: result.subscriptionPlanDetails,
      })),
    'plans',
  );
  const [selected, setSelected] = useState<Plan | null>(null);
  const { exportRows, exporting } = useSheetExport('Subscription Plans');
  return (
    <MaintenanceGrid
      title="Subscription Plans"
      label="Subscription Plans"
      columns={PLAN_COLUMNS}
      data={data}
      selected={selected}
      onSelect={setSelected}
      canEdit={false}
      onAdd={null}
      onUpdate={() => undefined}
      onExport={() =>
        void exportRows(
          ['Product', 'Duration', 'Plan', 'Price', 'Users up to', 'Active Subscriptions'],
          async () =>
            data.rows.map((row) => ({
              Product: row.productName,
              Duration: row.duration,
              Plan: row.planName,
              Price: row.customPricing || row.planPricing === null ? 'Custom Pricing' : row.planPricing,
              'Users up to': row.totalUsers ?? '',
              'Active Subscriptions': row.activeSubscribers,
            })),
        )
      }
      exporting={exporting}
    />
  );
}

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
