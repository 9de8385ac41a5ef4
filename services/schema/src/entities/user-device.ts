import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn } from './columns';

/**
 * Owner: services/admin. A device the user has marked connected on the settings' Devices tab
 * (no device API is called yet; services/admin README "Devices"). No row: not connected.
 */
@Entity({ name: 'user_devices' })
@Index('ux_user_devices_user_device', ['user_id', 'device'], { unique: true })
export class UserDevice {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  user_id!: number;

  @StringColumn(64)
  device!: string;

  @CreatedAt()
  connected_at!: Date;
}
