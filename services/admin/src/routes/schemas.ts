import { Type } from '@sinclair/typebox';

/** The nine roles of `@wellness/schema` ROLES, spelled out so that TypeBox infers `Role`. */
export const RoleSchema = Type.Union([
  Type.Literal('User'),
  Type.Literal('Coordinator'),
  Type.Literal('Location Coordinator'),
  Type.Literal('Regional Coordinator'),
  Type.Literal('Super Coordinator'),
  Type.Literal('Reseller'),
  Type.Literal('Poster'),
  Type.Literal('Master'),
  Type.Literal('Tutorial'),
]);
