import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@/test/enter-text';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getCreateTokenMockHandler } from '@/api/generated/auth/auth.msw';
import { getUploadImageMockHandler } from '@/api/generated/images/images.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import { createFirebaseAuthFake, createTestFirebaseSession } from '@/test/firebase-auth-fake';
import { FIRST_LOAD, createTestQueryClient, renderApp } from '@/test/render';
import { errorResponse } from '@/test/error-response';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let firebase: ReturnType<typeof createFirebaseAuthFake>;
let registrations: unknown[];

beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  firebase = createFirebaseAuthFake();
  firebase.addPasswordAccount('ada@example.com', 'correct-horse', 'Ada');
  registrations = [];
  server.use(
    ...firebase.handlers,
    getCreateTokenMockHandler({ token: 'shop-token', expiresIn: 600 }),
    getRegisterUserMockHandler(async ({ request }) => {
      registrations.push(await request.json());
      return {
        _id: '1',
        name: 'Ada',
        email: 'ada@example.com',
        emailVerified: true,
        role: 'customer',
      };
    }),
    getGetAdminStatusMockHandler(CUSTOMER_STATUS),
  );
});

const picture = (bytes: number, type = 'image/png', name = 'me.png') =>
  new File([new Uint8Array(bytes)], name, { type });

const openProfile = async () => {
  const queryClient = createTestQueryClient();
  const session = createTestFirebaseSession(queryClient);
  await session.whenResolved();
  await session.signIn('ada@example.com', 'correct-horse');
  registrations.length = 0;
  renderApp(['/update-profile'], { session, queryClient });
  const form = within(await screen.findByRole('form', { name: 'Update your profile' }, FIRST_LOAD));
  const nameInput = form.getByLabelText(/^Name/, { selector: 'input' });
  const photoInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { form, nameInput, photoInput };
};

describe('the profile page', () => {
  it('uploads the photo, then saves the name and photo with the provider and the shop', async () => {
    server.use(
      getUploadImageMockHandler({ success: true, data: { display_url: '/uploads/ada.png' } }),
    );
    const { form, nameInput, photoInput } = await openProfile();
    expect(nameInput).toHaveValue('Ada');

    await userEvent.clear(nameInput);
    await enterText(nameInput, 'Ada Lovelace');
    await userEvent.upload(photoInput, picture(2048));
    await userEvent.click(form.getByRole('button', { name: 'Update' }));

    expect(
      await screen.findByText('Profile updated successfully', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    const photoURL = `${window.location.origin}/uploads/ada.png`;
    expect(firebase.account('ada@example.com')).toMatchObject({
      displayName: 'Ada Lovelace',
      photoUrl: photoURL,
    });
    expect(registrations).toEqual([{ name: 'Ada Lovelace', photoURL }]);
  });

  it('keeps the name change and says why the photo was not saved when the upload fails', async () => {
    server.use(http.post('*/images', () => errorResponse(501, 'Picture upload is not open yet.')));
    const { form, nameInput, photoInput } = await openProfile();

    await userEvent.clear(nameInput);
    await enterText(nameInput, 'Countess Ada');
    await userEvent.upload(photoInput, picture(2048));
    await userEvent.click(form.getByRole('button', { name: 'Update' }));

    expect(await form.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      'Your name is saved, but the photo is not: Picture upload is not open yet.',
    );
    expect(firebase.account('ada@example.com')?.displayName).toBe('Countess Ada');
    expect(registrations).toEqual([{ name: 'Countess Ada' }]);
  });

  it('refuses a photo over 5 MB or a file that is not a picture before uploading anything', async () => {
    let uploads = 0;
    server.use(
      http.post('*/images', () => {
        uploads += 1;
        return HttpResponse.json({ success: true, data: { display_url: '/uploads/x.png' } });
      }),
    );
    const { form, photoInput } = await openProfile();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(photoInput, picture(5 * 1024 * 1024 + 1, 'image/jpeg', 'huge.jpg'));
    expect(
      form.getByText('This picture is larger than 5 MB. Choose a smaller one.'),
    ).toBeInTheDocument();

    await user.upload(photoInput, picture(100, 'application/pdf', 'cv.pdf'));
    expect(form.getByText('Choose a picture: a PNG, JPEG, WebP or GIF file.')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Profile updated successfully', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('needs a name', async () => {
    const { form, nameInput } = await openProfile();

    await userEvent.clear(nameInput);
    await userEvent.click(form.getByRole('button', { name: 'Update' }));

    expect(nameInput).toBeInvalid();
    expect(form.getByRole('alert')).toHaveTextContent('Name is required');
    await waitFor(() => expect(registrations).toEqual([]));
  });

  it('refuses a name of only spaces, and saves a name without the spaces around it', async () => {
    const { form, nameInput } = await openProfile();

    await userEvent.clear(nameInput);
    await enterText(nameInput, '     ');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));

    expect(form.getByRole('alert')).toHaveTextContent('Name is required');
    expect(nameInput).toHaveFocus();
    expect(firebase.account('ada@example.com')?.displayName).toBe('Ada');

    await enterText(nameInput, 'Ada Lovelace   ');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));

    expect(
      await screen.findByText('Profile updated successfully', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(firebase.account('ada@example.com')?.displayName).toBe('Ada Lovelace');
    expect(registrations).toEqual([{ name: 'Ada Lovelace' }]);
  });
});
