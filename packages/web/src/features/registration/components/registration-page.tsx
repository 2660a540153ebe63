import {
  Alert,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Link,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { MESSAGES, type BillingPeriodValue } from '@lexbridge/rules';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useSubscriptionProductsQuery } from '../../../gql/hooks';
import { matchingPlan, type PlanChoice } from '../plan-choice';
import { CustomPricingForm } from './custom-pricing-form';
import { PlanPicker } from './plan-picker';
import { RegistrationForm } from './registration-form';

/**
 * /user-registration, public: the plans on offer, then the registration form for a plan, or
 * the custom pricing request for a custom-priced one.
 */
export function RegistrationPage() {
  const { data, loading, error, refetch } = useSubscriptionProductsQuery({
    notifyOnNetworkStatusChange: true,
  });
  const [chosen, setChosen] = useState<PlanChoice | null>(null);
  const [customRequest, setCustomRequest] = useState<PlanChoice | null>(null);
  const plansHeadingId = useId();

  // Another billing period in the form: the same plan under that period's tab, when there is one.
  function switchBillingPeriod(period: BillingPeriodValue): boolean {
    const match = chosen && data ? matchingPlan(data.subscriptionProducts, chosen, period) : null;
    if (match) setChosen(match);
    return match !== null;
  }

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        px={{ base: '4', md: '8' }}
        py="3"
        bg="bg"
        borderBottomWidth="1px"
      >
        <Logo />
        <Link asChild colorPalette="blue" textStyle="sm">
          <RouterLink to={paths.login.getHref()}>Sign in</RouterLink>
        </Link>
      </Flex>
      <Container as="main" maxW="5xl" py={{ base: '6', md: '10' }}>
        <Stack gap="8">
          <Stack gap="2">
            <Heading as="h1" size="3xl">
              Subscribe to Lexbridge
            </Heading>
            <Text color="fg.muted">
              Choose a product and a plan. Plans with custom pricing are quoted on request.
            </Text>
          </Stack>
          <Box
            as="section"
            aria-labelledby={plansHeadingId}
            bg="bg"
            borderRadius="lg"
            borderWidth="1px"
            p={{ base: '4', md: '6' }}
          >
            <Heading as="h2" size="xl" id={plansHeadingId} mb="4">
              Plans
            </Heading>
            {loading && !data ? (
              <Flex justify="center" py="10" role="status" aria-label="Loading plans">
                <Spinner size="lg" color="blue.solid" />
              </Flex>
            ) : error || !data ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title flex="1">{MESSAGES.subscriptionFetchFailed}</Alert.Title>
                <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
                  Try again
                </Button>
              </Alert.Root>
            ) : (
              <PlanPicker
                products={data.subscriptionProducts}
                selectedPlanId={chosen?.plan.productPlanId ?? null}
                onSelect={(choice) => {
                  setCustomRequest(null);
                  setChosen(choice);
                }}
                onRequest={setCustomRequest}
              />
            )}
          </Box>
          {data && !error && (
            <>
              <Separator />
              <Box
                as="section"
                aria-label={customRequest ? 'Custom pricing request' : 'Registration'}
                bg="bg"
                borderRadius="lg"
                borderWidth="1px"
                p={{ base: '4', md: '6' }}
              >
                {customRequest ? (
                  <CustomPricingForm
                    key={customRequest.plan.productPlanId}
                    choice={customRequest}
                    onDone={() => setCustomRequest(null)}
                  />
                ) : (
                  <Stack gap="6">
                    <Heading as="h2" size="xl">
                      Registration
                    </Heading>
                    <RegistrationForm
                      choice={chosen}
                      onBillingPeriodChange={switchBillingPeriod}
                      onRegistered={() => setChosen(null)}
                    />
                  </Stack>
                )}
              </Box>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
