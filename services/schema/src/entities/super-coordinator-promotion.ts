import { Entity, Index, PrimaryColumn } from 'typeorm';

/** Owner: services/admin. The promotions a Super Coordinator may pick (assigned by master). */
@Entity({ name: 'super_coordinator_promotions' })
@Index('ix_super_coordinator_promotions_promotion', ['promotion_id'])
export class SuperCoordinatorPromotion {
  @PrimaryColumn({ type: 'int' })
  user_id!: number;

  @PrimaryColumn({ type: 'int' })
  promotion_id!: number;
}
