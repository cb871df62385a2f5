/* A model of the FreeRTOS software timer and task APIs, written for the
 * tests: the documented names, parameter order and types, none of the code. */
#ifndef MODEL_FREERTOS_H
#define MODEL_FREERTOS_H
#define NULL ((void *)0)
typedef unsigned int uint32_t;
typedef unsigned short uint16_t;
typedef long BaseType_t;
typedef unsigned long UBaseType_t;
typedef uint32_t TickType_t;
#define pdTRUE ((BaseType_t)1)
#define pdFALSE ((BaseType_t)0)
#define pdMS_TO_TICKS(ms) ((TickType_t)(ms))

/* Software timers: the id passed at creation is read back with pvTimerGetTimerID(). */
struct tmrTimerControl;
typedef struct tmrTimerControl *TimerHandle_t;
typedef void (*TimerCallbackFunction_t)(TimerHandle_t xTimer);
typedef struct xSTATIC_TIMER { void *pvDummy[8]; } StaticTimer_t;
TimerHandle_t xTimerCreate(const char *const pcTimerName, const TickType_t xTimerPeriodInTicks,
			   const BaseType_t xAutoReload, void *const pvTimerID,
			   TimerCallbackFunction_t pxCallbackFunction);
TimerHandle_t xTimerCreateStatic(const char *const pcTimerName, const TickType_t xTimerPeriodInTicks,
				 const BaseType_t xAutoReload, void *const pvTimerID,
				 TimerCallbackFunction_t pxCallbackFunction,
				 StaticTimer_t *pxTimerBuffer);
void *pvTimerGetTimerID(const TimerHandle_t xTimer);
void vTimerSetTimerID(TimerHandle_t xTimer, void *pvNewID);
BaseType_t xTimerGenericCommand(TimerHandle_t xTimer, const BaseType_t xCommandID,
				const TickType_t xOptionalValue, BaseType_t *const pxHigherPriorityTaskWoken,
				const TickType_t xTicksToWait);
#define xTimerStart(xTimer, xTicksToWait) \
	xTimerGenericCommand((xTimer), 1, 0, NULL, (xTicksToWait))

/* Pended functions: run in the timer task with two parameters. */
typedef void (*PendedFunction_t)(void *pvParameter1, uint32_t ulParameter2);
BaseType_t xTimerPendFunctionCall(PendedFunction_t xFunctionToPend, void *pvParameter1,
				  uint32_t ulParameter2, TickType_t xTicksToWait);

/* Tasks: the task function gets pvParameters. */
typedef void (*TaskFunction_t)(void *pvParameters);
struct tskTaskControlBlock;
typedef struct tskTaskControlBlock *TaskHandle_t;
typedef struct xSTATIC_TCB { void *pxDummy[16]; } StaticTask_t;
typedef unsigned long StackType_t;
BaseType_t xTaskCreate(TaskFunction_t pxTaskCode, const char *const pcName,
		       const uint16_t usStackDepth, void *const pvParameters,
		       UBaseType_t uxPriority, TaskHandle_t *const pxCreatedTask);
TaskHandle_t xTaskCreateStatic(TaskFunction_t pxTaskCode, const char *const pcName,
			       const uint32_t ulStackDepth, void *const pvParameters,
			       UBaseType_t uxPriority, StackType_t *const puxStackBuffer,
			       StaticTask_t *const pxTaskBuffer);

/* Additions (#18): pending from an ISR, SMP task affinity. */
BaseType_t xTimerPendFunctionCallFromISR(PendedFunction_t xFunctionToPend, void *pvParameter1,
					 uint32_t ulParameter2, BaseType_t *pxHigherPriorityTaskWoken);
BaseType_t xTaskCreateAffinitySet(TaskFunction_t pxTaskCode, const char *const pcName,
				  const uint16_t uxStackDepth, void *const pvParameters,
				  UBaseType_t uxPriority, UBaseType_t uxCoreAffinityMask,
				  TaskHandle_t *const pxCreatedTask);
#endif
