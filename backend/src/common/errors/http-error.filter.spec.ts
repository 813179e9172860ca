import { BadRequestException, NotFoundException } from '@nestjs/common';
import { Prisma } from '../../generated/prisma/client';
import { ContractViolation, toErrorBody } from './http-error.filter';

describe('toErrorBody', () => {
  it('keeps the message and details of a contract violation', () => {
    const details = [{ path: '/body/price', message: 'must be >= 0.01' }];
    expect(toErrorBody(new ContractViolation('Bad price.', details))).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Bad price.',
      details,
    });
  });

  it("replaces Nest's route-not-found text with the shop's", () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x')).message).toBe('No such endpoint.');
    expect(toErrorBody(new BadRequestException(['a', 'b'])).message).toBe('a; b');
  });

  it('maps database errors to statuses a client can act on', () => {
    const missing = new Prisma.PrismaClientKnownRequestError('gone', { code: 'P2025', clientVersion: 'x' });
    expect(toErrorBody(missing).statusCode).toBe(404);
  });

  it('never shows what an unexpected error says', () => {
    expect(toErrorBody(new Error('password=hunter2 at line 3'))).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side.',
    });
  });
});
