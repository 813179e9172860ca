import { describe, expect, it } from 'vitest';
import type { Order } from '@/api/generated/model';
import { sampleOrders } from '@/features/admin/shared/components/admin-fixtures';
import { KITCHEN_STATUS, OWNER_STATUS } from '@/test/fixtures/staff-fixtures';
import { allowedMoves } from './allowed-moves';

const order = (status: Order['status'], nextStatuses: Order['nextStatuses']): Order => ({
  ...sampleOrders[0],
  status,
  nextStatuses,
});

describe("an order's moves for a role", () => {
  it('keeps a refund from a cook and gives it to the owner', () => {
    const preparing = order('preparing', ['ready', 'cancelled']);
    expect(allowedMoves(preparing, new Set(KITCHEN_STATUS.permissions))).toEqual(['ready']);
    expect(allowedMoves(preparing, new Set(OWNER_STATUS.permissions))).toEqual([
      'ready',
      'cancelled',
    ]);
  });

  it('lets a cook turn away an order nobody has accepted: nothing is charged yet', () => {
    const pending = order('order pending', ['accepted', 'rejected', 'cancelled']);
    expect(allowedMoves(pending, new Set(KITCHEN_STATUS.permissions))).toEqual([
      'accepted',
      'rejected',
      'cancelled',
    ]);
  });
});
