import { isRedirect } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { createInMemoryAuthSession } from '@/test/auth-in-memory-session';
import { CUSTOMER_STATUS, KITCHEN_STATUS } from '@/test/fixtures/staff-fixtures';
import { sampleUser as ada } from '@/test/with-auth-session';
import type { AuthUser } from './auth-session';
import { checkStaff } from './staff-guard';

describe('the guard of the dashboard', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** The shop's answers about rights, counted: a cook's, or a customer's, for Ada's address. */
  const answering = (staff: boolean) => {
    const asked: string[] = [];
    server.use(
      http.get('*/users/admin/:user', ({ params }) => {
        asked.push(String(params.user));
        return HttpResponse.json(staff ? KITCHEN_STATUS : CUSTOMER_STATUS);
      }),
    );
    return asked;
  };
  const check = (user: AuthUser | null, queryClient = createTestQueryClient()) =>
    checkStaff({
      context: { auth: createInMemoryAuthSession({ user }), queryClient },
      location: { href: '/dashboard/orders?status=ready' },
    });

  it('sends a signed-out visitor to /signup, asking the shop nothing', async () => {
    const asked = answering(true);
    const refusal = await check(null).catch((thrown: unknown) => thrown);

    expect(isRedirect(refusal)).toBe(true);
    expect((refusal as { options: unknown }).options).toMatchObject({
      to: '/signup',
      search: { redirect: '/dashboard/orders?status=ready' },
    });
    expect(asked).toEqual([]);
  });

  it('says whether the shop counts the signed-in user as staff, and what their role lets them do', async () => {
    answering(false);
    await expect(check(ada)).resolves.toEqual({ isStaff: false, permissions: new Set() });
    answering(true);
    await expect(check(ada)).resolves.toEqual({
      isStaff: true,
      permissions: new Set(['orders.read', 'orders.advance', 'stock.manage']),
    });
  });

  it('asks the shop once, then reads its answer from the query cache', async () => {
    const asked = answering(true);
    const queryClient = createTestQueryClient();

    await check(ada, queryClient);
    await expect(check(ada, queryClient)).resolves.toMatchObject({ isStaff: true });
    expect(asked).toEqual(['ada@example.com']);
  });
});
