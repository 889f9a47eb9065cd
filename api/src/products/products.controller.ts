import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import {
  type ApiMessage,
  type Product,
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_MAX_PRICE_HEADER,
  PRODUCT_TOTAL_HEADER,
  PRODUCT_UPDATED_MESSAGE,
  type ProductWriteResponse,
} from '../contracts';
import type { CatalogAnswer } from './catalog-cache';
import { markReplayable } from './catalog-replay';
import { ListProductsQuery } from './dto/list-products.query';
import { CreateProductDto, UpdateProductDto } from './dto/product-write.dto';
import { ProductImageInterceptor } from './product-image.interceptor';
import { ProductsService, type UploadedImage } from './products.service';

@ApiTags('products')
@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @Get('product')
  async list(@Query() query: ListProductsQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendList(res, await this.products.answer(req.originalUrl, () => this.products.list(query)));
  }

  @Public()
  @Get('newarrivals')
  async newArrivals(
    @Query() query: ListProductsQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendList(res, await this.products.answer(req.originalUrl, () => this.products.newArrivals(query)));
  }

  @Public()
  @Get('bestsellers')
  async bestSellers(
    @Query() query: ListProductsQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendList(res, await this.products.answer(req.originalUrl, () => this.products.bestSellers(query)));
  }

  @Public()
  @Get('product/:id')
  get(@Param('id') id: string): Promise<Product> {
    return this.products.get(id);
  }

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @Roles('admin')
  @Post('product')
  @UseInterceptors(ProductImageInterceptor)
  async create(
    @Body() fields: CreateProductDto,
    @UploadedFile() image?: UploadedImage,
  ): Promise<ProductWriteResponse> {
    const product = await this.products.create(fields, image);
    return { success: true, message: PRODUCT_CREATED_MESSAGE, product };
  }

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @Roles('admin')
  @Put('product/:id')
  @UseInterceptors(ProductImageInterceptor)
  async update(
    @Param('id') id: string,
    @Body() fields: UpdateProductDto,
    @UploadedFile() image?: UploadedImage,
  ): Promise<ProductWriteResponse> {
    const product = await this.products.update(id, fields, image);
    return { success: true, message: PRODUCT_UPDATED_MESSAGE, product };
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Delete('product/:id')
  @HttpCode(200)
  async remove(@Param('id') id: string): Promise<ApiMessage> {
    await this.products.remove(id);
    return { success: true, message: PRODUCT_DELETED_MESSAGE };
  }
}

/**
 * The body stays the spec's plain array (Product[]); paging figures travel in headers (exposed to browsers by the
 * CORS setup). Browsers revalidate (`no-cache`) and get 304 while the ETag still matches: express compares
 * If-None-Match with the ETag set here. A signed-in request keeps the `no-store` set before it.
 */
function sendList(res: Response, answer: CatalogAnswer): void {
  res.setHeader(PRODUCT_TOTAL_HEADER, String(answer.total));
  res.setHeader(PRODUCT_MAX_PRICE_HEADER, String(answer.maxPrice));
  res.setHeader('ETag', answer.etag);
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  markReplayable(res, answer);
  res.type('application/json').send(answer.body);
}
