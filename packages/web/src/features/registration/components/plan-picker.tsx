import { Badge, Button, Card, Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { useState } from 'react';
import type { SubscriptionPlanFieldsFragment, SubscriptionProductsQuery } from '../../../gql/graphql';
import { formatPrice, planChoice, type PlanChoice } from '../plan-choice';

type Product = SubscriptionProductsQuery['subscriptionProducts'][number];

interface PlanPickerProps {
  products: readonly Product[];
  selectedPlanId: string | null;
  onSelect: (choice: PlanChoice) => void;
  /** A custom-priced plan's Request button. */
  onRequest: (choice: PlanChoice) => void;
}

/** Where a plan sits: its product tab and its duration tab (by position: duration names may hold any text). */
function tabsOf(
  products: readonly Product[],
  planId: string | null,
): { product: string; duration: string } | null {
  for (const product of products) {
    for (const [index, duration] of product.durations.entries()) {
      if (duration.plans.some((plan) => plan.productPlanId === planId)) {
        return { product: product.productId, duration: String(index) };
      }
    }
  }
  return null;
}

/**
 * Plans on offer: a tab per product, a tab per billing duration under it, and the plans as cards: the price in
 * dollars with the number of users, or 'Custom Pricing' and a Request button. Tabs are keyed by product id and
 * duration position, never by name (names hold spaces and '&', which element ids cannot). The tabs follow the chosen
 * plan, so a plan the form switched to (another billing period) is the one in view.
 */
export function PlanPicker({ products, selectedPlanId, onSelect, onRequest }: PlanPickerProps) {
  const initial = (products.find((product) => product.isChecked) ?? products[0])?.productId ?? '';
  const [productTab, setProductTab] = useState(initial);
  const [durationTabs, setDurationTabs] = useState<Record<string, string>>({});
  const [followed, setFollowed] = useState(selectedPlanId);
  if (followed !== selectedPlanId) {
    setFollowed(selectedPlanId);
    const where = tabsOf(products, selectedPlanId);
    if (where) {
      setProductTab(where.product);
      setDurationTabs((current) => ({ ...current, [where.product]: where.duration }));
    }
  }

  if (products.length === 0) return <Text>No subscription plans are on offer at the moment.</Text>;
  return (
    <Tabs.Root
      value={productTab}
      onValueChange={(details) => setProductTab(details.value)}
      variant="enclosed"
    >
      <Tabs.List aria-label="Products" flexWrap="wrap">
        {products.map((product) => (
          <Tabs.Trigger key={product.productId} value={product.productId}>
            {product.productName}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {products.map((product) => (
        <Tabs.Content key={product.productId} value={product.productId}>
          {product.durations.length === 0 ? (
            <Text>No plans for this product yet.</Text>
          ) : (
            <Tabs.Root
              value={durationTabs[product.productId] ?? '0'}
              onValueChange={(details) =>
                setDurationTabs((current) => ({ ...current, [product.productId]: details.value }))
              }
              variant="line"
              size="sm"
            >
              <Tabs.List aria-label={`Billing durations of ${product.productName}`}>
                {product.durations.map((duration, index) => (
                  <Tabs.Trigger key={duration.name} value={String(index)}>
                    {duration.name}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {product.durations.map((duration, index) => (
                <Tabs.Content key={duration.name} value={String(index)}>
                  <SimpleGrid
                    as="ul"
                    listStyleType="none"
                    columns={{ base: 1, md: 3 }}
                    gap="4"
                    aria-label="Plans"
                  >
                    {duration.plans.map((plan) => {
                      const choice = planChoice(product, duration, plan);
                      return (
                        <PlanCard
                          key={plan.productPlanId}
                          plan={plan}
                          selected={plan.productPlanId === selectedPlanId}
                          onSelect={() => onSelect(choice)}
                          onRequest={() => onRequest(choice)}
                        />
                      );
                    })}
                  </SimpleGrid>
                </Tabs.Content>
              ))}
            </Tabs.Root>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

interface PlanCardProps {
  plan: SubscriptionPlanFieldsFragment;
  selected: boolean;
  onSelect: () => void;
  onRequest: () => void;
}

function PlanCard({ plan, selected, onSelect, onRequest }: PlanCardProps) {
  const headingId = `plan-${plan.productPlanId}`;
  return (
    <Card.Root
      as="li"
      aria-labelledby={headingId}
      borderColor={selected ? 'blue.solid' : undefined}
      borderWidth={selected ? '2px' : '1px'}
      data-testid="plan-card"
    >
      <Card.Header>
        <Heading as="h3" size="md" id={headingId}>
          {plan.planName}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="1">
          {plan.customPricing ? (
            <Text fontSize="2xl" fontWeight="bold">
              {MESSAGES.customPricingLabel}
            </Text>
          ) : (
            <>
              {plan.planPricing !== null && (
                <Text fontSize="2xl" fontWeight="bold" data-testid="plan-price">
                  {formatPrice(plan.planPricing)}
                </Text>
              )}
              {plan.totalUsers !== null && <Text color="fg.muted">up to {plan.totalUsers} users</Text>}
            </>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer>
        {plan.customPricing ? (
          <Button variant="outline" onClick={onRequest} aria-label={`Request ${plan.planName} pricing`}>
            Request
          </Button>
        ) : (
          <Stack direction="row" align="center" gap="3">
            <Button
              variant={selected ? 'solid' : 'outline'}
              colorPalette="blue"
              onClick={onSelect}
              aria-pressed={selected}
              aria-label={`Select ${plan.planName}`}
            >
              {selected ? 'Selected' : 'Select'}
            </Button>
            {selected && <Badge colorPalette="blue">Your plan</Badge>}
          </Stack>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
