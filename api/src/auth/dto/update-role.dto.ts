import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { type Role, type UpdateUserRoleRequest } from '../../contracts';
import { ToNumber } from '../../common/validation/transforms';

export class UpdateRoleDto implements UpdateUserRoleRequest {
  @ApiProperty({ enum: [0, 1], description: '0 = user, 1 = admin' })
  @ToNumber()
  @IsIn([0, 1], { message: 'Role must be 0 (user) or 1 (admin)' })
  role: Role;
}
