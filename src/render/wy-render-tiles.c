/* wy-render-tiles.c: the sampled heat of a sparse board, computed in tiles by a worker per core. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-render-private.h"
#include "wy-render-testing.h"
#include "wy-sync.h"

/*
 * On a sparse board each cell costs a lookup of its lines (wy_board_get_cell),
 * some 30 ns: a window of 355000 pixels would take 10-20 ms of the main
 * thread. So the window hands the cells out in tiles of TILE x TILE pixels
 * to a pool of workers, one per core, and draws what is ready. A tile pixel
 * is one cell while cells are at least a pixel, else a screen pixel showing
 * the cell under its centre. Tiles sit on a grid anchored at the board's
 * corner, so a pan reuses them (and a zoom too, at a pixel per cell or
 * more); after a zoom below that or a step, the previous tiles are drawn,
 * scaled, until the new ones arrive.
 */

#define TILE 128
#define MAX_TILES 256

/* What the tiles show; a change of any of it starts a new generation. */
typedef struct {
  const WyBoard   *board;
  WyRenderOptions  opt;      /* view, step, style, dark; pointers cleared */
  guint            step;     /* clamped */
  double           cpp;      /* cells per tile pixel: per screen pixel, at least 1 */
  guint            n_colors;
  WyPalette        pal;
} Key;

typedef struct {
  gint              tx, ty;
  double            cx0, cy0, cw, ch; /* the cells it covers: [cx0, cx0 + cw) x [cy0 - ch, cy0) */
  cairo_surface_t  *surface;          /* NULL while a worker computes it */
} Tile;

typedef struct {
  gint              ref_count;
  GMutex            lock;
  guint             generation;
  GHashTable       *tiles;     /* (tx, ty) -> Tile, this generation */
  GPtrArray        *previous;  /* Tile, the last generation's, drawn scaled meanwhile */
  Key               key;
  WyBoard          *board;     /* a reference for the workers */
  GThreadPool      *pool;
  void            (*ready) (gpointer);
  gpointer          ready_data;
  guint             idle;
} Shared;

struct _WyTileCache {
  Shared       *shared;
  WyRasterMemo *memo;   /* a dense board's last raster (wy-render-memo.c) */
  WyArrowsMemo *arrows; /* the selection's arrows (wy-render-arrows.c) */
};

typedef struct {
  Shared  *shared;
  guint    generation;
  Key      key;
  WyBoard *board;
  gint     tx, ty;
} Job;

static Shared *
shared_ref (Shared *s)
{
  g_atomic_int_inc (&s->ref_count);
  return s;
}

static void
tile_free (gpointer data)
{
  Tile *t = data;

  g_clear_pointer (&t->surface, cairo_surface_destroy);
  g_free (t);
}

static void
shared_unref (Shared *s)
{
  if (!g_atomic_int_dec_and_test (&s->ref_count))
    return;
  g_hash_table_unref (s->tiles);
  g_ptr_array_unref (s->previous);
  g_clear_pointer (&s->board, wy_board_unref);
  g_mutex_clear (&s->lock);
  g_free (s);
}

static gint64
tile_id (gint tx, gint ty)
{
  return ((gint64) tx << 32) | (guint32) ty;
}

static void
compute_tile (gpointer data, gpointer user_data)
{
  Job *job = data;
  Shared *s = job->shared;
  WyRenderOptions opt = job->key.opt;
  /* the board in units of one cell, its top-left corner at (0, 0); a
   * pixel is cpp cells */
  WyLayout lay = { .cell = 1.0 };
  WyRenderCtx ctx = { .board = job->board, .opt = &opt, .lay = &lay, .pal = job->key.pal,
                      .size = wy_board_get_size (job->board),
                      .one_pile = wy_board_is_one_pile (job->board), .step = job->key.step,
                      .px = job->key.cpp, .row = 1.0 };
  g_autofree guint32 *table = g_new (guint32, job->key.n_colors + 2);
  cairo_surface_t *img = NULL;

  ctx.rows = ctx.one_pile ? 1 : ctx.size;
  lay.origin_y = ctx.rows;
  wy_sync_lock (&s->lock);
  gboolean stale = job->generation != s->generation;
  wy_sync_unlock (&s->lock);
  if (!stale)
    {
      img = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, TILE, TILE);
      wy_render_color_table (&ctx, job->key.n_colors, table, 0);
      if (cairo_surface_status (img) == CAIRO_STATUS_SUCCESS)
        wy_render_fill_band (&(WyBand) { &ctx, cairo_image_surface_get_data (img),
                                         cairo_image_surface_get_stride (img), TILE,
                                         job->key.n_colors, table, TRUE,
                                         (double) job->tx * TILE * job->key.cpp,
                                         (double) job->ty * TILE * job->key.cpp, 0, TILE });
      cairo_surface_mark_dirty (img);
    }
  wy_sync_lock (&s->lock);
  Tile *t = g_hash_table_lookup (s->tiles, &(gint64) { tile_id (job->tx, job->ty) });
  if (job->generation == s->generation && t && !t->surface && img)
    t->surface = g_steal_pointer (&img);
  wy_sync_unlock (&s->lock);
  g_clear_pointer (&img, cairo_surface_destroy);
  wy_board_unref (job->board);
  shared_unref (s);
  g_free (job);
}

static gboolean
ready_idle (gpointer data)
{
  Shared *s = data;

  wy_sync_lock (&s->lock);
  s->idle = 0;
  wy_sync_unlock (&s->lock);
  if (s->ready)
    s->ready (s->ready_data);
  return G_SOURCE_REMOVE;
}

/* From a worker: the tile is in; one redraw for all that arrive meanwhile. */
static void
job_done (gpointer data, gpointer user_data)
{
  Shared *s;

  wy_sync_acquire (data);
  s = shared_ref (((Job *) data)->shared);

  compute_tile (data, user_data);
  wy_sync_lock (&s->lock);
  if (s->idle == 0 && s->ready)
    s->idle = g_idle_add_full (G_PRIORITY_DEFAULT, ready_idle, shared_ref (s),
                               (GDestroyNotify) shared_unref);
  wy_sync_unlock (&s->lock);
  shared_unref (s);
}

WyTileCache *
wy_tile_cache_new (void (*ready) (gpointer data), gpointer data)
{
  WyTileCache *cache = g_new0 (WyTileCache, 1);
  Shared *s = g_new0 (Shared, 1);

  s->ref_count = 1;
  g_mutex_init (&s->lock);
  s->tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, tile_free);
  s->previous = g_ptr_array_new_with_free_func (tile_free);
  s->ready = ready;
  s->ready_data = data;
  s->pool = g_thread_pool_new (job_done, NULL, CLAMP (g_get_num_processors (), 1, 8), FALSE,
                               NULL);
  cache->shared = s;
  cache->memo = wy_raster_memo_new ();
  cache->arrows = wy_arrows_memo_new ();
  return cache;
}

void
wy_tile_cache_free (WyTileCache *cache)
{
  Shared *s;

  if (!cache)
    return;
  s = cache->shared;
  wy_sync_lock (&s->lock);
  s->ready = NULL;
  s->generation++;
  wy_sync_unlock (&s->lock);
  /* waits for the running jobs, drops the queued ones */
  g_thread_pool_free (s->pool, TRUE, TRUE);
  if (s->idle)
    g_source_remove (s->idle);
  shared_unref (s);
  wy_raster_memo_free (cache->memo);
  wy_arrows_memo_free (cache->arrows);
  g_free (cache);
}

WyRasterMemo *
wy_tile_cache_get_memo (WyTileCache *cache)
{
  return cache ? cache->memo : NULL;
}

WyArrowsMemo *
wy_tile_cache_get_arrows (WyTileCache *cache)
{
  return cache ? cache->arrows : NULL;
}

guint
wy_tile_cache_n_arrows (WyTileCache *cache)
{
  return wy_arrows_memo_n_filled (wy_tile_cache_get_arrows (cache));
}

guint
wy_tile_cache_n_rasters (WyTileCache *cache)
{
  return wy_raster_memo_n_filled (wy_tile_cache_get_memo (cache));
}

void
wy_tile_cache_forget_raster (WyTileCache *cache)
{
  g_return_if_fail (cache != NULL);
  wy_raster_memo_forget (cache->memo);
  wy_arrows_memo_forget (cache->arrows);
}

static gboolean
same_key (const Key *a, const Key *b)
{
  return a->board == b->board && a->opt.view == b->opt.view && a->step == b->step
         && a->opt.style == b->opt.style && a->opt.dark == b->opt.dark && a->cpp == b->cpp
         && a->n_colors == b->n_colors;
}

/* A new generation: the current tiles that are done become the fallback
 * when only the zoom or the step changed. */
static void
new_generation (Shared *s, const Key *key, const WyBoard *board)
{
  gboolean keep = s->key.board == key->board && s->key.opt.view == key->opt.view
                  && s->key.opt.style == key->opt.style && s->key.opt.dark == key->opt.dark;
  GHashTableIter iter;
  gpointer value;

  if (!keep)
    g_ptr_array_set_size (s->previous, 0);
  g_hash_table_iter_init (&iter, s->tiles);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Tile *t = value;
      if (keep && t->surface)
        {
          g_ptr_array_add (s->previous, g_memdup2 (t, sizeof *t));
          t->surface = NULL;
        }
    }
  g_hash_table_remove_all (s->tiles);
  /* the fallback only bridges a moment: keep it small */
  if (s->previous->len > MAX_TILES)
    g_ptr_array_remove_range (s->previous, 0, s->previous->len - MAX_TILES);
  s->key = *key;
  g_clear_pointer (&s->board, wy_board_unref);
  s->board = wy_board_ref ((WyBoard *) board);
  s->generation++;
}

static void
paint_tile (WyRenderCtx *ctx, const Tile *t)
{
  const WyLayout *l = ctx->lay;
  double x = l->origin_x + t->cx0 * l->cell, y = l->origin_y - t->cy0 * l->cell;

  cairo_save (ctx->cr);
  /* whole-pixel clips, so that neighbouring tiles meet without a seam */
  cairo_set_antialias (ctx->cr, CAIRO_ANTIALIAS_NONE);
  cairo_rectangle (ctx->cr, x, y, t->cw * l->cell, t->ch * l->cell);
  cairo_clip (ctx->cr);
  cairo_translate (ctx->cr, x, y);
  cairo_scale (ctx->cr, t->cw * l->cell / TILE, t->ch * l->cell / TILE);
  cairo_set_source_surface (ctx->cr, t->surface, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (ctx->cr), CAIRO_FILTER_NEAREST);
  cairo_paint (ctx->cr);
  cairo_restore (ctx->cr);
}

/* Draw the visible tiles that are ready, queue the others; TRUE when all
 * visible tiles were ready. */
gboolean
wy_render_tiles (WyRenderCtx *ctx, WyTileCache *cache, guint n_colors)
{
  Shared *s = cache->shared;
  const WyLayout *l = ctx->lay;
  double top = l->origin_y - ctx->rows * l->cell;
  /* a tile pixel is a screen pixel while cells are smaller, else a cell
   * (then the tiles do not change with the zoom) */
  Key key = { ctx->board, *ctx->opt, ctx->step, MAX (ctx->px / l->cell, 1.0), n_colors,
              ctx->pal };
  double span = TILE * key.cpp * l->cell;  /* a tile's side, user units */
  gint tx0, tx1, ty0, ty1;
  gboolean all = TRUE;

  key.opt.formula = NULL;
  key.opt.tiles = NULL;
  /* the visible tiles of the grid anchored at the board's top-left */
  tx0 = (gint) floor ((MAX (ctx->clip[0], l->origin_x) - l->origin_x) / span);
  tx1 = (gint) floor ((MIN (ctx->clip[2], l->origin_x + ctx->size * l->cell) - l->origin_x)
                      / span);
  ty0 = (gint) floor ((MAX (ctx->clip[1], top) - top) / span);
  ty1 = (gint) floor ((MIN (ctx->clip[3], l->origin_y) - top) / span);
  wy_sync_lock (&s->lock);
  if (!same_key (&s->key, &key))
    new_generation (s, &key, ctx->board);
  for (guint i = 0; i < s->previous->len; i++)
    paint_tile (ctx, g_ptr_array_index (s->previous, i));
  for (gint ty = ty0; ty <= ty1; ty++)
    for (gint tx = tx0; tx <= tx1; tx++)
      {
        gint64 id = tile_id (tx, ty);
        Tile *t = g_hash_table_lookup (s->tiles, &id);
        if (t && t->surface)
          {
            paint_tile (ctx, t);
            continue;
          }
        all = FALSE;
        if (t)
          continue;
        if (g_hash_table_size (s->tiles) >= MAX_TILES)
          g_hash_table_remove_all (s->tiles);  /* far pans: start afresh */
        t = g_new0 (Tile, 1);
        t->tx = tx;
        t->ty = ty;
        t->cx0 = (double) tx * TILE * key.cpp;
        t->cw = TILE * key.cpp;
        t->ch = TILE * key.cpp;
        t->cy0 = ctx->rows - (double) ty * TILE * key.cpp;
        g_hash_table_insert (s->tiles, g_memdup2 (&id, sizeof id), t);
        Job *job = g_new0 (Job, 1);
        *job = (Job) { shared_ref (s), s->generation, key, wy_board_ref ((WyBoard *) ctx->board),
                       tx, ty };
        wy_sync_release (job);
        g_thread_pool_push (s->pool, job, NULL);
      }
  if (all)
    g_ptr_array_set_size (s->previous, 0);
  wy_sync_unlock (&s->lock);
  return all;
}
