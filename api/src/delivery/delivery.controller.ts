import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { Permit } from '../common/decorators/permit.decorator';
import {
  type ApiMessage,
  DELIVERY_ZONE_DELETED_MESSAGE,
  type DeliveryDistrict,
  type DeliveryQuote,
  type DeliveryZone,
} from '../contracts';
import { DeliveryService } from './delivery.service';
import { DeliveryQuoteQuery } from './dto/delivery-quote.query';
import { CreateDeliveryZoneDto, UpdateDeliveryZoneDto } from './dto/delivery-zone-write.dto';

/** The districts and the quote are public (the cart asks before login); the zones are the admins'. */
@ApiTags('delivery')
@Controller('delivery')
export class DeliveryController {
  constructor(private readonly delivery: DeliveryService) {}

  /** The 77 districts, sorted by name, each with its zone's terms. */
  @Public()
  @Get('districts')
  districts(): Promise<DeliveryDistrict[]> {
    return this.delivery.districts();
  }

  /** What delivery to a district costs for goods worth `subtotal` (after any discount): fee 0 from `freeFrom`. */
  @Public()
  @Get('quote')
  quote(@Query() query: DeliveryQuoteQuery): Promise<DeliveryQuote> {
    return this.delivery.quote(query.district, query.subtotal ?? 0);
  }

  @ApiBearerAuth()
  @Permit('delivery')
  @Get('zones')
  zones(): Promise<DeliveryZone[]> {
    return this.delivery.zones();
  }

  /** 201 with the zone; the districts named move into it. */
  @ApiBearerAuth()
  @Permit('delivery')
  @Post('zones')
  create(@Body() body: CreateDeliveryZoneDto): Promise<DeliveryZone> {
    return this.delivery.create(body);
  }

  @ApiBearerAuth()
  @Permit('delivery')
  @Put('zones/:id')
  update(@Param('id') id: string, @Body() body: UpdateDeliveryZoneDto): Promise<DeliveryZone> {
    return this.delivery.update(id, body);
  }

  /** 409 while the zone holds districts. */
  @ApiBearerAuth()
  @Permit('delivery')
  @Delete('zones/:id')
  @HttpCode(200)
  async remove(@Param('id') id: string): Promise<ApiMessage> {
    await this.delivery.remove(id);
    return { success: true, message: DELIVERY_ZONE_DELETED_MESSAGE };
  }
}
