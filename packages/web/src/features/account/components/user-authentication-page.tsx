import { Alert, Box, Button, Field, HStack, Image, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  ACCESS_TEXTS,
  COUNTRY_CALLING_CODES,
  isDisplayableQrCode,
  MESSAGES,
  TOAST_TITLES,
  validatePhoneAuthentication,
  type PhoneAuthenticationField,
  type PhoneAuthenticationFields,
} from '@lexbridge/rules';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PhoneAuthenticationDocument } from '../../../gql/graphql';
import { usePhoneAuthenticationQuery, useSavePhoneAuthenticationMutation } from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { SignInLayout } from '../../../components/sign-in-layout';

const FIELD_ORDER: readonly PhoneAuthenticationField[] = ['countryCode', 'phoneNumber'];

/**
 * /user-authentication (the qrCode query parameter shown as an image, a country code and a
 * phone number; "behaviour not shown"). Ours, documented in docs/access.md: a signed-in user scans the code with
 * their authenticator app and enrols the phone that receives their sign-in codes. The code is shown only when the
 * link itself carries the image (a data: URL), never fetched from elsewhere.
 */
export function UserAuthenticationPage() {
  const [params] = useSearchParams();
  const qrCode = params.get('qrCode');
  const { homePath } = useCurrentSession();
  const [values, setValues] = useState<PhoneAuthenticationFields>({ countryCode: '', phoneNumber: '' });
  const [error, setError] = useState<{ field: PhoneAuthenticationField; message: string } | null>(null);
  const current = usePhoneAuthenticationQuery({ fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useSavePhoneAuthenticationMutation({
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: PhoneAuthenticationDocument,
        data: { phoneAuthentication: data.savePhoneAuthentication.phoneAuthentication },
      });
    },
  });
  const errorId = useId();
  const enrolled = current.data?.phoneAuthentication;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validatePhoneAuthentication(values);
    setError(invalid);
    if (invalid) return;
    try {
      const { data } = await save({ variables: { input: values } });
      setValues({ countryCode: values.countryCode, phoneNumber: '' });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data?.savePhoneAuthentication.message ?? ACCESS_TEXTS.phoneAuthSaved,
      });
    } catch (failure) {
      const message = errorMessage(failure, MESSAGES.defaultError, FIELD_ORDER);
      const fields = fieldErrors(failure);
      const field = FIELD_ORDER.find((name) => fields[name] !== undefined) ?? null;
      if (field) setError({ field, message });
      else notify({ type: 'error', title: TOAST_TITLES.error, description: message });
    }
  }

  return (
    <SignInLayout title={ACCESS_TEXTS.phoneAuthTitle} subtitle={ACCESS_TEXTS.phoneAuthIntro}>
      <Stack gap="5">
        <Box alignSelf="center">
          {isDisplayableQrCode(qrCode) ? (
            <Image
              src={qrCode}
              alt="QR code for your authenticator app"
              boxSize="48"
              borderWidth="1px"
              rounded="md"
            />
          ) : (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{ACCESS_TEXTS.phoneAuthQrMissing}</Alert.Title>
            </Alert.Root>
          )}
        </Box>
        {enrolled && (
          <Text color="fg.muted" data-testid="enrolled-phone">
            Sign-in codes go to {enrolled.countryCode} {enrolled.maskedNumber}. Save another number to replace
            it.
          </Text>
        )}
        <form onSubmit={handleSubmit} noValidate aria-label="Phone authentication">
          <Stack gap="4">
            <HStack align="flex-start" gap="3">
              <Field.Root invalid={error?.field === 'countryCode'} required maxW="44">
                <Field.Label>Country code</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="countryCode"
                    value={values.countryCode}
                    onChange={(event) => setValues((now) => ({ ...now, countryCode: event.target.value }))}
                    aria-describedby={error ? errorId : undefined}
                  >
                    <option value="">Select</option>
                    {COUNTRY_CALLING_CODES.map((entry) => (
                      <option key={entry.code} value={entry.code}>
                        {entry.code} {entry.country}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root invalid={error?.field === 'phoneNumber'} required>
                <Field.Label>Phone number</Field.Label>
                <Input
                  name="phoneNumber"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={values.phoneNumber}
                  onChange={(event) => setValues((now) => ({ ...now, phoneNumber: event.target.value }))}
                  aria-describedby={error ? errorId : undefined}
                />
              </Field.Root>
            </HStack>
            {error && (
              <Alert.Root status="error" id={errorId} role="alert">
                <Alert.Indicator />
                <Alert.Title>{error.message}</Alert.Title>
              </Alert.Root>
            )}
            <HStack justify="space-between">
              <Button asChild variant="ghost">
                <RouterLink to={homePath}>Back to Lexbridge</RouterLink>
              </Button>
              <Button type="submit" colorPalette="blue" loading={loading} loadingText="Saving…">
                Save phone number
              </Button>
            </HStack>
          </Stack>
        </form>
      </Stack>
    </SignInLayout>
  );
}
