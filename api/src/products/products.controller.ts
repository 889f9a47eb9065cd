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
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { Permit } from '../common/decorators/permit.decorator';
import {
  type ApiMessage,
  type Product,
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_UPDATED_MESSAGE,
  type ProductWriteResponse,
  type StockMovement,
  VARIANT_IMAGE_REMOVED_MESSAGE,
  VARIANT_IMAGE_SAVED_MESSAGE,
  UPLOAD_ROUTES,
  VARIANTS_SAVED_MESSAGE,
} from '../contracts';
import { type AuthUser, CurrentUser } from '../auth';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import { CatalogCacheInterceptor, CatalogListCacheInterceptor } from './catalog-cache.interceptor';
import { StockAdjustmentDto, StockMovementsQueryDto } from './dto/stock.dto';
import { ListProductsQuery, ProductColoursQuery } from './dto/list-products.query';
import { ProductVariantsDto } from './dto/product-variants.dto';
import { CreateProductDto, UpdateProductDto } from './dto/product-write.dto';
import { ProductImageInterceptor, VariantImageInterceptor } from './product-image.interceptor';
import { ProductVariantsService } from './product-variants.service';
import { type ProductPage, ProductsService, type UploadedImage } from './products.service';

@ApiTags('products')
@Controller()
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly variants: ProductVariantsService,
  ) {}

  // The public lists answer the page's products as a plain array, its figures in headers; they, the colours and a
  // product are answered from the catalog cache while the catalog has not changed: catalog-cache.interceptor.ts.
  @Public()
  @Get('product')
  @UseInterceptors(CatalogListCacheInterceptor)
  list(@Query() query: ListProductsQuery): Promise<ProductPage> {
    return this.products.list(query);
  }

  @Public()
  @Get('newarrivals')
  @UseInterceptors(CatalogListCacheInterceptor)
  newArrivals(@Query() query: ListProductsQuery): Promise<ProductPage> {
    return this.products.newArrivals(query);
  }

  @Public()
  @Get('bestsellers')
  @UseInterceptors(CatalogListCacheInterceptor)
  bestSellers(@Query() query: ListProductsQuery): Promise<ProductPage> {
    return this.products.bestSellers(query);
  }

  // Before product/:id, which would take 'colours' for an id.
  @Public()
  @Get('product/colours')
  @UseInterceptors(CatalogCacheInterceptor)
  colours(@Query() query: ProductColoursQuery): Promise<string[]> {
    return this.products.colours(query.genderCategory);
  }

  @Public()
  @Get('product/:id')
  @UseInterceptors(CatalogCacheInterceptor)
  get(@Param('id') id: string): Promise<Product> {
    return this.products.get(id);
  }

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @Permit('products')
  @Post(UPLOAD_ROUTES.createProduct.path)
  @UseInterceptors(ProductImageInterceptor)
  async create(
    @CurrentUser() user: AuthUser,
    @Body() fields: CreateProductDto,
    @UploadedFile() image?: UploadedImage,
  ): Promise<ProductWriteResponse> {
    const product = await this.products.create(fields, image, user.id);
    return { success: true, message: PRODUCT_CREATED_MESSAGE, product };
  }

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @Permit('products')
  @Put(UPLOAD_ROUTES.updateProduct.path)
  @UseInterceptors(ProductImageInterceptor)
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() fields: UpdateProductDto,
    @UploadedFile() image?: UploadedImage,
  ): Promise<ProductWriteResponse> {
    const product = await this.products.update(id, fields, image, user.id);
    return { success: true, message: PRODUCT_UPDATED_MESSAGE, product };
  }

  @ApiBearerAuth()
  @Permit('products')
  @Delete('product/:id')
  @HttpCode(200)
  async remove(@Param('id') id: string): Promise<ApiMessage> {
    await this.products.remove(id);
    return { success: true, message: PRODUCT_DELETED_MESSAGE };
  }

  @ApiBearerAuth()
  @Permit('products')
  @Put('product/:id/variants')
  async setVariants(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: ProductVariantsDto,
  ): Promise<ProductWriteResponse> {
    const product = await this.variants.replace(id, body, user.id);
    return { success: true, message: VARIANTS_SAVED_MESSAGE, product };
  }

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @Permit('products')
  @Post(UPLOAD_ROUTES.variantImage.path)
  @HttpCode(200)
  @UseInterceptors(VariantImageInterceptor)
  async setVariantImage(
    @Param('id') id: string,
    @Param('variantId') variantId: string,
    @UploadedFile() image?: UploadedImage,
  ): Promise<ProductWriteResponse> {
    const product = await this.variants.setImage(id, variantId, image);
    return { success: true, message: VARIANT_IMAGE_SAVED_MESSAGE, product };
  }

  /** The product's stock ledger (docs/rules.md, Stock), admins and staff. */
  @ApiBearerAuth()
  @Permit('products')
  @Get('product/:id/stock-movements')
  @Paged()
  movements(
    @Param('id') id: string,
    @Query() query: StockMovementsQueryDto,
  ): Promise<PagedList<StockMovement>> {
    return this.products.movements(id, query);
  }

  @ApiBearerAuth()
  @Permit('products')
  @Post('product/:id/stock-adjustments')
  adjust(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: StockAdjustmentDto,
  ): Promise<StockMovement> {
    return this.products.adjust(id, body, user.id);
  }

  @ApiBearerAuth()
  @Permit('products')
  @Delete('product/:id/variants/:variantId/image')
  @HttpCode(200)
  async removeVariantImage(
    @Param('id') id: string,
    @Param('variantId') variantId: string,
  ): Promise<ProductWriteResponse> {
    const product = await this.variants.removeImage(id, variantId);
    return { success: true, message: VARIANT_IMAGE_REMOVED_MESSAGE, product };
  }
}
