import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';
import type { ColumnOptions } from 'typeorm';

// Column types are always spelled out: services run under tsx/SWC without decorator
// metadata, and explicit types keep migrations and entities comparable.
export const NullableDatetimeColumn = () =>
  Column({ type: 'datetime', precision: 3, nullable: true });

export const BoolColumn = (options: ColumnOptions & { default: boolean }) =>
  Column({ type: 'boolean', ...options });

export const IntColumn = (options: ColumnOptions = {}) => Column({ type: 'int', ...options });

export const StringColumn = (length = 255, options: ColumnOptions = {}) =>
  Column({ type: 'varchar', length, ...options });

export const DateColumn = (options: ColumnOptions = {}) => Column({ type: 'date', ...options });

export const TextColumn = (options: ColumnOptions = {}) => Column({ type: 'text', ...options });

export const CreatedAt = () =>
  CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' });
export const UpdatedAt = () =>
  UpdateDateColumn({
    type: 'datetime',
    precision: 3,
    default: () => 'CURRENT_TIMESTAMP(3)',
    onUpdate: 'CURRENT_TIMESTAMP(3)',
  });
