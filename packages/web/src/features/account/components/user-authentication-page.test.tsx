import { ACCESS_TEXTS } from '@lexbridge/rules';
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_URL, gqlError, mockBff } from '../../../testing/bff';
import { sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const phone = {
  __typename: 'PhoneAuthentication',
  countryCode: '+44',
  maskedNumber: '•••••••0018',
  updatedOn: null,
};

function mockPhone(saved: Record<string, unknown>[] = [], answer?: unknown) {
  const api = graphql.link(GRAPHQL_URL);
  server.use(
    api.query('PhoneAuthentication', () => HttpResponse.json({ data: { phoneAuthentication: null } })),
    api.mutation('SavePhoneAuthentication', ({ variables }) => {
      saved.push(variables.input as Record<string, unknown>);
      return HttpResponse.json(
        (answer as never) ?? {
          data: {
            savePhoneAuthentication: {
              __typename: 'SavePhoneAuthenticationPayload',
              message: 'Phone number saved.',
              phoneAuthentication: phone,
            },
          },
        },
      );
    }),
  );
}

describe('/user-authentication', () => {
  it('needs a session', async () => {
    mockBff({ session: null });
    const { location } = renderApp(`/user-authentication?qrCode=${encodeURIComponent(QR)}`);
    await waitFor(() => expect(location()).toMatch(/^\/login/));
  });

  it('shows the QR code of the link, and saves a phone after checking the country code first', async () => {
    mockBff({ session: sessionFixture() });
    const saved: Record<string, unknown>[] = [];
    mockPhone(saved);
    const { user } = renderApp(`/user-authentication?qrCode=${encodeURIComponent(QR)}`);
    const image = await screen.findByRole('img', { name: /QR code/ });
    expect(image.getAttribute('src')).toBe(QR);

    await user.type(screen.getByLabelText(/^Phone number/), '020 7946 0018');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCESS_TEXTS.phoneAuthCountryRequired);
    expect(saved).toEqual([]);

    await user.selectOptions(screen.getByLabelText(/^Country code/), '+44');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    await screen.findByText('Phone number saved.');
    expect(saved).toEqual([{ countryCode: '+44', phoneNumber: '020 7946 0018' }]);
    expect((await screen.findByTestId('enrolled-phone')).textContent).toContain('+44 •••••••0018');
  });

  it('never shows an image from elsewhere, and shows the BFF field message under the form', async () => {
    mockBff({ session: sessionFixture() });
    mockPhone([], {
      data: null,
      errors: [
        gqlError('BAD_USER_INPUT', ACCESS_TEXTS.phoneAuthPhoneInvalid, {
          phoneNumber: ACCESS_TEXTS.phoneAuthPhoneInvalid,
        }),
      ],
    });
    const { user } = renderApp('/user-authentication?qrCode=https%3A%2F%2Ftracker.example%2Fqr.png');
    await screen.findByText(ACCESS_TEXTS.phoneAuthQrMissing);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Country code/), '+1');
    await user.type(screen.getByLabelText(/^Phone number/), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCESS_TEXTS.phoneAuthPhoneInvalid);
  });
});
