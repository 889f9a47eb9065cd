import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  ROLE_ADMIN,
  ROLE_STAFF,
  ROLE_USER,
  ROLES,
  type Role,
  type UpdateUserRoleRequest,
} from '../../contracts';
import { ToNumber } from '../../common/validation/transforms';

export class UpdateRoleDto implements UpdateUserRoleRequest {
  @ApiProperty({
    enum: ROLES,
    description: `${ROLE_USER} = customer, ${ROLE_ADMIN} = admin, ${ROLE_STAFF} = staff`,
  })
  @ToNumber()
  @IsIn(ROLES, {
    message: `Role must be ${ROLE_USER} (customer), ${ROLE_ADMIN} (admin) or ${ROLE_STAFF} (staff)`,
  })
  role: Role;
}
