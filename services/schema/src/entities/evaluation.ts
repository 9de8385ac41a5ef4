import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TextColumn, UpdatedAt } from './columns';

/**
 * Owner: services/participant. A user's answers to one evaluation definition (spec 3
 * "Evaluation": evaluation_definition_id plus answers keyed by question name). One per user
 * and definition: the unique key decides a double submission.
 */
@Entity({ name: 'evaluations' })
@Index('ux_evaluations_user_definition', ['user_id', 'evaluation_definition_id'], { unique: true })
@Index('ix_evaluations_definition', ['evaluation_definition_id'])
export class Evaluation {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn()
  evaluation_definition_id!: number;

  /** JSON: { [question name]: string | number }. */
  @TextColumn()
  answers!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
