import type { Db } from '../../db/client';
import { negotiationAreaCriteria } from '../../db/schema/evaluation';

/** The areas a negotiation may cover. */
export async function seedNegotiationAreas(db: Db): Promise<void> {
  await db
    .insert(negotiationAreaCriteria)
    .values(
      [
        ['Price', 'The contract price and its breakdown'],
        ['Delivery schedule', 'Delivery or completion periods and milestones'],
        ['Payment terms', 'Advance payment, instalments and retention'],
        ['Warranty', 'Warranty period and after-sales service'],
        ['Technical specification', 'Clarifying or adjusting specifications within the scope'],
        ['Scope of works', 'Quantities and the scope of services or works'],
        ['Contract terms', 'Special conditions of contract'],
      ].map(([name, description]) => ({ name, description, createdBy: 'system' })),
    )
    .onConflictDoNothing();
}
