import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ROLE_ADMIN, ROLE_USER, ROLES, type Role, type UpdateUserRoleRequest } from '../../contracts';
import { ToNumber } from '../../common/validation/transforms';

export class UpdateRoleDto implements UpdateUserRoleRequest {
  @ApiProperty({ enum: ROLES, description: `${ROLE_USER} = user, ${ROLE_ADMIN} = admin` })
  @ToNumber()
  @IsIn(ROLES, { message: `Role must be ${ROLE_USER} (user) or ${ROLE_ADMIN} (admin)` })
  role: Role;
}
